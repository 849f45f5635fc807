// The meeting pages' constants, in one place.
export const MEETING_LIST_LIMIT = 20
export const UPCOMING_EVENT_LIMIT = 5
export const DEFAULT_TOPIC = 'Fredagsmøde'
/** The company's address in Ballerup, where the Friday meeting is held. */
export const DEFAULT_LOCATION = 'Industriparken 20, 2750 Ballerup'

const dayFormat = new Intl.DateTimeFormat('da-DK')

/** 'Fredagsmøde 7.3.2031' */
export const defaultMeetingTitle = (now: Date) => `Fredagsmøde ${dayFormat.format(now)}`
