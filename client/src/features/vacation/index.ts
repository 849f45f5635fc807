// The vacation feature's public pieces: the /vacation page and the home-page widget.
export { VacationPage } from './vacation-page'
export { VacationWidget } from './vacation-widget'
