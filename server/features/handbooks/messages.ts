// The handbook API's texts, shared by the routes and the tests.
export const CATEGORY_NOT_FOUND = 'Kategorien blev ikke fundet'
export const CATEGORY_EXISTS = 'Der findes allerede en kategori med det navn'
export const CATEGORY_HAS_FILES = 'Kategorien indeholder filer og kan ikke slettes'
export const CATEGORIES_ADMIN_ONLY = 'Kun administratorer kan oprette og slette kategorier'
export const HANDBOOK_NOT_FOUND = 'Filen blev ikke fundet'
export const HANDBOOK_DELETE_DENIED = 'Du kan kun slette filer, du selv har uploadet'
export const UNSAFE_NAME = 'Navnet må ikke indeholde stier (/, \\ eller ..)'
