// The project API's Danish messages, word for word what the pages show.
export const PROJECT_NOT_FOUND = 'Projekt blev ikke fundet'
export const PROJECT_FORBIDDEN = 'Kun projektets opretter eller en administrator kan ændre projektet'
export const LEADER_NOT_FOUND = 'Projektlederen blev ikke fundet'
export const UPDATE_NOT_FOUND = 'Opdateringen blev ikke fundet'
export const DATE_NOT_FOUND = 'Den vigtige dato blev ikke fundet'
export const IMAGE_NOT_FOUND = 'Billedet blev ikke fundet'
export const IMAGE_FORBIDDEN = 'Kun den, der har uploadet billedet, projektets opretter eller en administrator kan slette det'
export const UNREADABLE_IMAGE = (name: string) => `Billedet ${name} kunne ikke læses`
