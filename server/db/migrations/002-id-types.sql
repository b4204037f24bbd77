-- The ID document types a legal person may use (queryFzrZjlx), in both languages.
create table id_types (
  code text primary key,
  name_zh text not null,
  name_en text not null,
  sort integer not null
);
insert into id_types (code, name_zh, name_en, sort) values
  ('RESIDENT_ID', '居民身份证', 'Resident identity card', 1),
  ('PASSPORT', '护照', 'Passport', 2),
  ('HK_MACAO_PERMIT', '港澳居民来往内地通行证', 'Mainland travel permit for Hong Kong and Macao residents', 3),
  ('TAIWAN_PERMIT', '台湾居民来往大陆通行证', 'Mainland travel permit for Taiwan residents', 4),
  ('FOREIGNER_PERMANENT_ID', '外国人永久居留身份证', 'Foreign permanent resident ID card', 5),
  ('HK_MACAO_RESIDENCE_PERMIT', '港澳居民居住证', 'Residence permit for Hong Kong and Macao residents', 6),
  ('TAIWAN_RESIDENCE_PERMIT', '台湾居民居住证', 'Residence permit for Taiwan residents', 7);
