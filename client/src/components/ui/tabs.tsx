import { Tabs as TabsPrimitive } from 'radix-ui'
import { slotComponent } from './slot-component'

/** shadcn's tabs (Radix: roving focus with the arrow keys, tab/tabpanel roles wired up). */
export const Tabs = slotComponent(TabsPrimitive.Root, 'tabs', 'flex flex-col gap-4')

export const TabsList = slotComponent(
  TabsPrimitive.List,
  'tabs-list',
  'bg-muted text-muted-foreground inline-flex h-9 w-fit max-w-full items-center justify-center rounded-lg p-[3px]',
)

export const TabsTrigger = slotComponent(
  TabsPrimitive.Trigger,
  'tabs-trigger',
  "data-[state=active]:bg-background data-[state=active]:text-foreground focus-visible:border-ring focus-visible:ring-ring/50 inline-flex h-[calc(100%-1px)] flex-1 items-center justify-center gap-1.5 rounded-md border border-transparent px-3 py-1 text-sm font-medium whitespace-nowrap transition-[color,box-shadow] focus-visible:ring-[3px] focus-visible:outline-1 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:shadow-sm [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
)

export const TabsContent = slotComponent(TabsPrimitive.Content, 'tabs-content', 'flex-1 outline-none')
