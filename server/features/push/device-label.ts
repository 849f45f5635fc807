// "Chrome på Android": how a person recognises their own device in the list of devices.
import Bowser from 'bowser'

export function deviceLabel(userAgent: string | undefined): string {
  if (!userAgent) return 'Ukendt enhed'
  const { browser, os } = Bowser.parse(userAgent)
  const parts = [browser.name, os.name].filter(Boolean)
  if (parts.length === 0) return 'Ukendt enhed'
  return (parts.length === 2 ? `${parts[0]} på ${parts[1]}` : parts[0]!).slice(0, 100)
}
