import { remove as removeConfusables } from 'confusables';

/**
 * What a nickname looks like, for telling look-alikes apart: NFKC, the confusables library's Latin
 * look-alikes (Cyrillic 'а' → 'a', accents dropped), case and the separators removed, and the few
 * ASCII pairs it leaves alone (I/l/1, 0/O, rn/m, vv/w).
 */
export function nicknameSkeleton(nickname: string): string {
  return removeConfusables(nickname.normalize('NFKC'))
    .toLowerCase()
    .replace(/[\s_.-]+/g, '')
    .replace(/[l1|]/g, 'i')
    .replaceAll('0', 'o')
    .replaceAll('rn', 'm')
    .replaceAll('vv', 'w');
}

// Names that would pass for the service's staff, in Korean, Spanish and English (as skeletons).
const STAFF_WORDS = [
  '관리자',
  '운영자',
  '운영진',
  '운영팀',
  '관리팀',
  '고객센터',
  '올라코리아',
  '마드레모니',
  'administrador',
  'administradora',
  'moderador',
  'moderadora',
  'soporte',
  'oficial',
  'admin',
  'administrator',
  'moderator',
  'staff',
  'support',
  'official',
  'holacorea',
  'madremoni',
].map(nicknameSkeleton);

/** A nickname that starts or ends with a staff word ("admin", "관리자_kim", "HolaCorea") is refused. */
export function isStaffLike(nickname: string): boolean {
  const skeleton = nicknameSkeleton(nickname);
  return STAFF_WORDS.some((word) => skeleton.startsWith(word) || skeleton.endsWith(word));
}
