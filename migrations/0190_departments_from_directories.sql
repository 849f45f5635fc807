-- A person's department, and SCIM directories whose groups place people in departments.

-- The department a person works in: set by a SCIM directory (a group mapped to a department,
-- else the enterprise extension's department attribute naming one of the firm's departments).
-- Public like the job title: colleagues see it on profiles, and a new post starts out in it.
alter table profiles add column department_id uuid references departments (id) on delete set null;

-- [{"group": "Tømrere Nord", "department": "Tømrerafdelingen"}, ...] in the administrator's
-- order (jsonb objects do not keep their keys' order): the first line naming one of a person's
-- groups wins. Department names, resolved when applied, case-blind.
alter table scim_directories add column department_map jsonb not null default '[]'::jsonb;
