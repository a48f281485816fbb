import type { Db } from './index.ts';
import type { NewBoard } from './schema.ts';

const BOARDS: Omit<NewBoard, 'created_at'>[] = [
  {
    slug: 'qna',
    kind: 'qna',
    position: 1,
    name_ko: '여행 Q&A',
    name_es: 'Preguntas de viaje',
    name_en: 'Travel Q&A',
    description_ko: '교통, 결제, 숙소 등 한국 여행 중 궁금한 점을 묻고 답해요.',
    description_es: 'Pregunta y responde dudas sobre transporte, pagos, alojamiento y más en Corea.',
    description_en: 'Ask and answer questions about transport, payment, stays and more in Korea.',
  },
  {
    slug: 'tips',
    kind: 'discussion',
    position: 2,
    name_ko: '팁과 후기',
    name_es: 'Consejos y reseñas',
    name_en: 'Tips & reviews',
    description_ko: '직접 다녀온 곳의 후기와 여행자에게 도움이 되는 팁을 나눠요.',
    description_es: 'Comparte reseñas de lugares que visitaste y consejos útiles para otros viajeros.',
    description_en: 'Share reviews of places you visited and tips that help other travellers.',
  },
  {
    slug: 'companions',
    kind: 'discussion',
    position: 3,
    name_ko: '동행 · 모임',
    name_es: 'Compañeros y quedadas',
    name_en: 'Travel companions & meetups',
    description_ko: '함께 여행할 동행이나 현지 모임을 찾아요. 개인 정보는 공개하지 마세요.',
    description_es: 'Busca compañeros de viaje o quedadas locales. No publiques datos personales.',
    description_en: 'Find travel companions or local meetups. Keep personal details private.',
  },
  {
    slug: 'free',
    kind: 'discussion',
    position: 4,
    name_ko: '자유게시판',
    name_es: 'Charla libre',
    name_en: 'Free talk',
    description_ko: '한국 생활과 여행에 관한 자유로운 이야기.',
    description_es: 'Conversación libre sobre viajar y vivir en Corea.',
    description_en: 'Open chat about travelling and living in Korea.',
  },
];

/** Idempotent: safe on every start. */
export async function seedBoards(db: Db): Promise<void> {
  const existing = await db.selectFrom('boards').select('slug').execute();
  const have = new Set(existing.map((b) => b.slug));
  const missing = BOARDS.filter((b) => !have.has(b.slug));
  if (missing.length === 0) return;
  await db
    .insertInto('boards')
    .values(missing.map((b) => ({ ...b, created_at: new Date().toISOString() })))
    .execute();
}
