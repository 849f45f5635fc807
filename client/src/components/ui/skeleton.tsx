import { slotComponent } from './slot-component'

export const Skeleton = slotComponent('div', 'skeleton', 'bg-accent animate-pulse rounded-md')
