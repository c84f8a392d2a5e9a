-- search_fold(text): the database's copy of lib/format/fold.ts (foldSearchText), for searches that
-- run in SQL (the admin inbox). Lower case, no diacritics, Serbian Cyrillic as Latin, đ/ђ as 'dj',
-- љ/ǉ 'lj', њ/ǌ 'nj', џ/ǆ 'dz', runs of white space as one space, trimmed. Spelled out letter by
-- letter (both cases) rather than with lower() or unaccent, because lower() folds only ASCII in a
-- C-locale database (PGlite and many servers) and unaccent is an extension. Keep it in step with
-- lib/format/fold.ts: tests/integration/search-fold.test.ts compares the two.
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$
  SELECT btrim(regexp_replace(lower(translate(
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(value, 'đ', 'dj'), 'Đ', 'dj'), 'ђ', 'dj'), 'Ђ', 'dj'), 'љ', 'lj'), 'Љ', 'lj'), 'њ', 'nj'), 'Њ', 'nj'), 'џ', 'dz'), 'Џ', 'dz'), 'ǆ', 'dz'), 'ǅ', 'dz'), 'Ǆ', 'dz'), 'ǉ', 'lj'), 'ǈ', 'lj'), 'Ǉ', 'lj'), 'ǌ', 'nj'), 'ǋ', 'nj'), 'Ǌ', 'nj'), 'ß', 'ss'), 'æ', 'ae'), 'Æ', 'ae'),
    'ąęśźżĄĘŚŹŻăîșțşğĂÎȘȚŞĞčćžšČĆŽŠáàâäãåāéèêëēěíìîïīóòôöõőōúùûüűūůýÿñńçłřťďňÁÀÂÄÃÅĀÉÈÊËĒĚÍÌÎÏĪÓÒÔÖÕŐŌÚÙÛÜŰŪŮÝŸÑŃÇŁŘŤĎŇøØабвгдежзијклмнопрстћуфхцчшАБВГДЕЖЗИЈКЛМНОПРСТЋУФХЦЧШ',
    'aeszzAESZZaistsgAISTSGcczsCCZSaaaaaaaeeeeeeiiiiiooooooouuuuuuuyynnclrtdnAAAAAAAEEEEEEIIIIIOOOOOOOUUUUUUUYYNNCLRTDNoOabvgdezzijklmnoprstcufhccsABVGDEZZIJKLMNOPRSTCUFHCCS'
  )), '\s+', ' ', 'g'))
$$;
--> statement-breakpoint
-- The key that signs one-click links in e-mails (lib/data/app-secrets.ts): 244 random bits from two
-- gen_random_uuid() values (a strong random source built into PostgreSQL 13+ and PGlite).
INSERT INTO app_secrets (name, value)
VALUES ('link_signing', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''))
ON CONFLICT (name) DO NOTHING;
