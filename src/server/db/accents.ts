/**
 * Accent folding for name search, letter for letter what SQLite FTS5's `unicode61
 * remove_diacritics 2` tokenizer does (read off the tokenizer for every BMP character):
 * Latin letters with diacritics become their base letter and these combining marks are
 * dropped. PostgreSQL folds its index with the same table (`search_fold`, migration 006) and
 * the query side folds with it here, so both databases match the same names. Letters without
 * a decomposition (ø, æ, ß, ł, đ) and other scripts' letters (й, ά) are left as they are.
 *
 * The index was built with this table: changing it needs a migration that redefines
 * `search_fold`, rebuilds the PostgreSQL word column and refills `search_prefixes` from it
 * (migration 015: rebuilding a column fires no row trigger).
 */
const LETTERS: Record<string, string> = {
  a: 'ÀÁÂÃÄÅàáâãäåĀāĂăĄąǍǎǞǟǺǻȀȁȂȃȦȧḀḁẠạẢảẤấẦầẨẩẪẫẬậẮắẰằẲẳẴẵẶặÅ',
  b: 'ḂḃḄḅḆḇ',
  c: 'ÇçĆćĈĉĊċČčḈḉ',
  d: 'ĎďḊḋḌḍḎḏḐḑḒḓ',
  e: 'ÈÉÊËèéêëĒēĔĕĖėĘęĚěȄȅȆȇȨȩḔḕḖḗḘḙḚḛḜḝẸẹẺẻẼẽẾếỀềỂểỄễỆệ',
  f: 'Ḟḟ',
  g: 'ĜĝĞğĠġĢģǦǧǴǵḠḡ',
  h: 'ĤĥȞȟḢḣḤḥḦḧḨḩḪḫẖ',
  i: 'ÌÍÎÏìíîïĨĩĪīĬĭĮįİǏǐȈȉȊȋḬḭḮḯỈỉỊị',
  j: 'Ĵĵǰ',
  k: 'ĶķǨǩḰḱḲḳḴḵ',
  l: 'ĹĺĻļĽľḶḷḸḹḺḻḼḽ',
  m: 'ḾḿṀṁṂṃ',
  n: 'ÑñŃńŅņŇňǸǹṄṅṆṇṈṉṊṋ',
  o: 'ÒÓÔÕÖòóôõöŌōŎŏŐőƠơǑǒǪǫǬǭȌȍȎȏȪȫȬȭȮȯȰȱṌṍṎṏṐṑṒṓỌọỎỏỐốỒồỔổỖỗỘộỚớỜờỞởỠỡỢợ',
  p: 'ṔṕṖṗ',
  r: 'ŔŕŖŗŘřȐȑȒȓṘṙṚṛṜṝṞṟ',
  s: 'ŚśŜŝŞşŠšȘșṠṡṢṣṤṥṦṧṨṩẛ',
  t: 'ŢţŤťȚțṪṫṬṭṮṯṰṱẗ',
  u: 'ÙÚÛÜùúûüŨũŪūŬŭŮůŰűŲųƯưǓǔǕǖǗǘǙǚǛǜȔȕȖȗṲṳṴṵṶṷṸṹṺṻỤụỦủỨứỪừỬửỮữỰự',
  v: 'ṼṽṾṿ',
  w: 'ŴŵẀẁẂẃẄẅẆẇẈẉẘ',
  x: 'ẊẋẌẍ',
  y: 'ÝýÿŶŷŸȲȳẎẏẙỲỳỴỵỶỷỸỹ',
  z: 'ŹźŻżŽžẐẑẒẓẔẕ',
};

/** Combining marks FTS5 drops, as typed after a base letter ("e" + U+0301). */
const MARKS =
  '\u0300\u0301\u0302\u0303\u0304\u0306\u0307\u0308\u0309\u030a\u030b\u030c\u030f\u0311\u031b\u0323\u0324\u0325\u0326\u0327\u0328\u032d\u032e\u0330\u0331';

const lettersInOrder = Object.entries(LETTERS).flatMap(([base, letters]) => [...letters].map((letter) => [letter, base] as const));

/**
 * The table as PostgreSQL's translate(text, from, to) reads it: the i-th character of
 * ACCENTED becomes the i-th of UNACCENTED, and the marks past its end are removed.
 */
export const ACCENTED = lettersInOrder.map(([letter]) => letter).join('') + MARKS;
export const UNACCENTED = lettersInOrder.map(([, base]) => base).join('');

const FOLD = new Map<string, string>([...lettersInOrder, ...[...MARKS].map((mark) => [mark, ''] as const)]);

/** The text with its accents folded as the name index folds them (to lower-case base letters: names match in any case). */
export const foldAccents = (text: string): string => text.replace(/[^\p{ASCII}]/gu, (char) => FOLD.get(char) ?? char);
