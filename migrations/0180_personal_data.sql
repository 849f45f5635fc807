-- Personal data (GDPR articles 15, 17 and 20): a person downloads what the intranet holds about
-- them, and an administrator erases a person while shared records stay with the author anonymised.

-- Set when the person was erased: the profile stays as an anonymous tombstone ("Slettet bruger")
-- so posts, comments and minutes keep an author, and no one may bring the account back. Synced
-- with the profile, so every browser replaces the old name and picture with the tombstone's.
alter table profiles add column erased_at timestamptz;

-- The reveal log stays append-only, with one exception: erasure replaces the name it copied of
-- the person who looked. Which code, building and time stay as they were.
create or replace function building_code_reveals_append_only() returns trigger
language plpgsql as $$
begin
  -- Nested: NEW is not there to read on a delete or a truncate.
  if tg_op = 'UPDATE' then
    if new.user_name = 'Slettet bruger' and (to_jsonb(new) - 'user_name') = (to_jsonb(old) - 'user_name') then
      return new;
    end if;
  end if;
  raise exception 'building_code_reveals is append-only' using errcode = '42501';
end
$$;
