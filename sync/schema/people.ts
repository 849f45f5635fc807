import { c, postalAddress, table, type RowOf } from './columns'

export interface Certification {
  name: string
  issueDate?: string | null
  expiryDate?: string | null
}

export const profiles = table('profiles', ['user_id'], {
  user_id: c.text(),
  email: c.text().orNull(),
  /** Site crews sign in with this instead of an e-mail address (their profile has no e-mail). */
  username: c.text().orNull(),
  full_name: c.text().orNull(),
  name: c.text().orNull(),
  /** Job title shown under the name ('Tømrer', 'Projektleder'); `role` is the access role. */
  title: c.text().orNull(),
  role: c.text(),
  birthday: c.date().orNull(),
  /** 'MM-DD' of the birthday, without the year: what colleagues get (generated in the database). */
  birthday_day: c.text().orNull(),
  image: c.text().orNull(),
  phone: c.text().orNull(),
  ...postalAddress,
  emergency_contact_name: c.text().orNull(),
  emergency_contact_phone: c.text().orNull(),
  certifications: c.jsonb<Certification[]>(),
  qr_code: c.text(),
  color: c.text().orNull(),
  notes: c.text().orNull(),
  /** The department the person works in, set by a SCIM directory (its groups or the enterprise attribute). */
  department_id: c.uuid().orNull(),
  created_at: c.timestamptz(),
  /** Set when the person has left (deactivated): shown as "Tidligere medarbejder", never listed. */
  deactivated_at: c.timestamptz().orNull(),
  /** Set when an administrator erased the person: the profile is an anonymous "Slettet bruger". */
  erased_at: c.timestamptz().orNull(),
})
export type Profile = RowOf<typeof profiles>
