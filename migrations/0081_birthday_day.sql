-- Colleagues see when to say happy birthday, not how old someone is: the day and month of a
-- birthday as 'MM-DD', derived here so it can never disagree with the date. The public
-- profiles shape carries this column; the date with its year goes only to its owner and admins.
alter table profiles add column birthday_day text generated always as (
  lpad(extract(month from birthday)::int::text, 2, '0') || '-' || lpad(extract(day from birthday)::int::text, 2, '0')
) stored;
