import { useEffect, useState } from 'react'

/** Today's date, re-rendering just after midnight so 'I morgen' becomes 'I dag!' on its own. */
export function useToday(): Date {
  const [today, setToday] = useState(() => new Date())
  useEffect(() => {
    const now = new Date()
    const nextMidnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 0, 0, 5)
    const timer = setTimeout(() => setToday(new Date()), nextMidnight.getTime() - now.getTime())
    return () => clearTimeout(timer)
  }, [today])
  return today
}
