-- The management block (economy, card usage, payment terms …) is administrators' only, and the
-- `meetings` shape everyone holds leaves its columns out. An edit of that block alone used to bump
-- the row's `version` (and the save its `updated_at`), columns everyone holds: every employee's
-- browser then heard "meetings changed" and fetched a change with nothing visible in it, a timing
-- side channel on what administrators write. Now a change of the management block alone leaves
-- the shared columns as they were; it reaches administrators through `meeting_management`.
create function meetings_bump_version_unless_management_only() returns trigger
language plpgsql as $$
declare
  private text[] := array['economy_info', 'cc_usage_info', 'management_info', 'payment_terms_info', 'diverse_info', 'version'];
begin
  if (to_jsonb(new) - private) is distinct from (to_jsonb(old) - private) then
    new.version := old.version + 1;
  end if;
  return new;
end
$$;

drop trigger meetings_bump_version on meetings;
create trigger meetings_bump_version before update on meetings
  for each row execute function meetings_bump_version_unless_management_only();
