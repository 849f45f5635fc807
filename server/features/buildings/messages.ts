// The building API's Danish texts, shared by the routes and the tests.
export const BUILDING_NOT_FOUND = 'Bygningen blev ikke fundet'
export const CODE_NOT_FOUND = 'Koden blev ikke fundet'
export const ACCESS_NOT_FOUND = 'Adgangen blev ikke fundet'
export const USER_NOT_FOUND = 'Brugeren blev ikke fundet'
export const BUILDINGS_ADMIN_ONLY = 'Kun administratorer kan administrere bygninger, koder og adgang'
export const NO_BUILDING_ACCESS = 'Du har ikke adgang til koderne i denne bygning'
export const ALREADY_HAS_ACCESS = 'Brugeren har allerede adgang til bygningen'
export const ALREADY_EXISTS = 'Findes allerede'
