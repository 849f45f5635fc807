import { slotComponent } from './slot-component'

export const Card = slotComponent('div', 'card', 'bg-card text-card-foreground flex flex-col gap-6 rounded-xl border py-6 shadow-sm')

export const CardHeader = slotComponent(
  'div',
  'card-header',
  '@container/card-header grid auto-rows-min grid-rows-[auto_auto] items-start gap-1.5 px-6 has-data-[slot=card-action]:grid-cols-[1fr_auto]',
)

export const CardTitle = slotComponent('div', 'card-title', 'leading-none font-semibold')
export const CardDescription = slotComponent('div', 'card-description', 'text-muted-foreground text-sm')
export const CardAction = slotComponent('div', 'card-action', 'col-start-2 row-span-2 row-start-1 self-start justify-self-end')
export const CardContent = slotComponent('div', 'card-content', 'px-6')
export const CardFooter = slotComponent('div', 'card-footer', 'flex items-center px-6 [.border-t]:pt-6')
