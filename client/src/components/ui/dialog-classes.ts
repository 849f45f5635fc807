// The classes the dialog, the alert dialog and the sheet share: one look for every modal.
export const dialogClasses = {
  /** The dimmed backdrop. */
  overlay: 'data-[state=open]:animate-fade-in fixed inset-0 z-50 bg-black/50',
  /** The box, centred, scrolling within the viewport. */
  centeredContent:
    'bg-background data-[state=open]:animate-zoom-in fixed top-[50%] left-[50%] z-50 grid max-h-[calc(100dvh-2rem)] w-full max-w-[calc(100%-2rem)] translate-x-[-50%] translate-y-[-50%] gap-4 overflow-y-auto rounded-lg border p-6 shadow-lg sm:max-w-lg',
  header: 'flex flex-col gap-2 text-center sm:text-left',
  footer: 'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end',
  title: 'text-lg leading-none font-semibold',
  description: 'text-muted-foreground text-sm',
  /** The close button in the top right corner. */
  cornerClose:
    'ring-offset-background focus-visible:ring-ring absolute top-4 right-4 rounded-xs opacity-70 transition-opacity hover:opacity-100 focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-hidden disabled:pointer-events-none',
}
