// What the text input, the text area and the native select share: the focus ring, and the red
// border of a field the form marked invalid (aria-invalid).
export const FIELD_STATE_CLASS =
  'focus-visible:border-ring focus-visible:ring-ring focus-visible:ring-[3px] aria-invalid:ring-destructive/20 aria-invalid:border-destructive'
