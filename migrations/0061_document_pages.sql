-- The text of stored documents, one row per page, so search and the AI assistant can find
-- and cite a document by page. Shared by every feature that stores documents (handbooks
-- first); `source` says which, so each feature's shape syncs only its own pages.
-- No foreign key on document_id (it points into several tables): the owner deletes the
-- pages in the same transaction as the document.

create table document_pages (
  document_id uuid    not null,
  source      text    not null,
  page_number integer not null check (page_number >= 1),
  content     text    not null,
  primary key (document_id, page_number)
);
create index document_pages_source_idx on document_pages (source);
-- Danish full-text search over page text; queries must use the same expression.
create index document_pages_search_idx on document_pages using gin (to_tsvector('danish', content));

select sync_track('document_pages');
