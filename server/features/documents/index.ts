// Document text for search and the AI assistant: extract per page, store per page.
export { extractPdfPages, MAX_PDF_PAGES, MAX_PAGE_CHARS } from './pdf-pages'
export { insertDocumentPages, deleteDocumentPages } from './pages-store'
export { searchDocumentPages, type PageHit } from './search'
