import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPhrase } from '#shared/contracts/admin';
import { PHRASE_CATEGORIES } from '#shared/contracts/content';
import { Button } from '#app/components/ui/button.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { SearchField } from '#app/components/ui/search-field.tsx';
import { useDeletePhrase } from '#app/features/admin/api/delete-phrase.ts';
import { useAdminPhrases } from '#app/features/admin/api/get-admin-phrases.ts';
import { useReorderPhrases } from '#app/features/admin/api/reorder-phrases.ts';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx';
import { AdminDialog } from '#app/features/admin/components/admin-dialog.tsx';
import { DataTable } from '#app/features/admin/components/data-table.tsx';
import { SelectField } from '#app/features/admin/components/fields.tsx';
import { DeleteButton, EditButton, Filters, QueryState } from '#app/features/admin/components/list-parts.tsx';
import { MoveButtons } from '#app/features/admin/components/move-buttons.tsx';
import { PhraseForm } from '#app/features/admin/components/phrase-form.tsx';
import { type Direction, moved, useReorderFocus } from '#app/features/admin/hooks/use-reorder.ts';
import { useUrlState } from '#app/features/admin/hooks/use-url-state.ts';
import { messageFromApiError } from '#app/lib/form-errors.ts';
import { textMatches } from '#app/lib/text.ts';
import { toast } from '#app/lib/toast.tsx';
import { ICON_CHAT, ICON_SEARCH } from '#app/components/ui/icon.tsx';

type Category = AdminPhrase['category'];
type Editing = { phrase?: AdminPhrase; category?: Category };

export default function AdminPhrasesPage() {
  const { t } = useTranslation(['admin', 'phrases', 'errors']);
  const phrases = useAdminPhrases();
  const reorder = useReorderPhrases();
  const remove = useDeletePhrase();
  const url = useUrlState();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<AdminPhrase | null>(null);
  const { afterMove, message } = useReorderFocus(phrases.data);
  const category = PHRASE_CATEGORIES.find((c) => c === url.get('category'));
  const needle = search.trim();
  const categoryName = (c: Category) => t(`phrases:categories.${c}`);

  const handleMove = (list: AdminPhrase[], index: number, direction: Direction) => {
    const phrase = list[index]!;
    const ids = moved(
      list.map((p) => p.id),
      index,
      direction,
    );
    afterMove(
      phrase.id,
      direction,
      t('phrases.movedTo', { phrase: phrase.ko, position: ids.indexOf(phrase.id) + 1, count: ids.length }),
    );
    reorder.mutate(
      { category: phrase.category, ids },
      { onError: (error) => toast.error(messageFromApiError(error, t).message) },
    );
  };

  const handleDelete = (phrase: AdminPhrase) =>
    remove.mutate(
      { id: phrase.id },
      {
        onSuccess: () => {
          setDeleting(null);
          toast.success(t('phrases.deleted', { phrase: phrase.ko }));
        },
        onError: (error) => toast.error(messageFromApiError(error, t).message),
      },
    );

  return (
    <Page title={t('nav.phrases')} width="max-w-6xl">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-stone-600">{t('phrases.lead')}</p>
        <Button onClick={() => setEditing({ category })}>{t('phrases.add')}</Button>
      </div>
      <Filters label={t('phrases.filters')}>
        <SearchField
          label={t('phrases.search')}
          placeholder={t('phrases.searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
        <SelectField
          label={t('phrases.fields.category')}
          value={category ?? ''}
          onChange={(e) => url.set({ category: e.target.value })}
          options={[
            { value: '', label: t('common.all') },
            ...PHRASE_CATEGORIES.map((c) => ({ value: c, label: categoryName(c) })),
          ]}
        />
      </Filters>
      {needle ? <p className="mb-3 text-sm text-stone-600">{t('phrases.reorderWhileSearching')}</p> : null}
      <p aria-live="polite" className="sr-only">
        {message}
      </p>

      <QueryState
        query={phrases}
        isEmpty={(d) => d.length === 0}
        emptyIconPath={ICON_CHAT}
        emptyTitle={t('phrases.empty')}
      >
        {(all) => {
          const matches = (p: AdminPhrase) => textMatches(needle, [p.ko, p.romanization, p.es, p.en]);
          const groups = (category ? [category] : PHRASE_CATEGORIES).map((c) => ({
            category: c,
            list: all.filter((p) => p.category === c),
          }));
          const shown = groups
            .map((g) => ({ ...g, visible: g.list.filter(matches) }))
            .filter((g) => g.visible.length > 0);
          if (shown.length === 0) return <EmptyState iconPath={ICON_SEARCH} title={t('phrases.noMatch')} />;
          return (
            <div className="space-y-8">
              {shown.map(({ category: c, list, visible }) => (
                <section key={c} aria-labelledby={`phrases-${c}`}>
                  <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
                    <h2 id={`phrases-${c}`} className="text-lg font-bold">
                      {categoryName(c)}{' '}
                      <span className="text-sm font-normal text-stone-600">
                        {t('phrases.count', { count: list.length })}
                      </span>
                    </h2>
                    <Button
                      variant="secondary"
                      onClick={() => setEditing({ category: c })}
                      aria-label={t('phrases.addTo', { category: categoryName(c) })}
                    >
                      {t('phrases.add')}
                    </Button>
                  </div>
                  <DataTable
                    label={categoryName(c)}
                    rows={visible}
                    rowKey={(p) => p.id}
                    columns={[
                      {
                        key: 'ko',
                        header: t('phrases.fields.ko'),
                        bare: true,
                        cell: (p) => (
                          <div>
                            <p lang="ko" className="font-semibold">
                              {p.ko}
                            </p>
                            <p className="text-xs text-stone-600">{p.romanization}</p>
                          </div>
                        ),
                      },
                      { key: 'es', header: t('phrases.fields.es'), cell: (p) => <span lang="es">{p.es}</span> },
                      { key: 'en', header: t('phrases.fields.en'), cell: (p) => <span lang="en">{p.en}</span> },
                      {
                        key: 'actions',
                        header: t('common.actions'),
                        bare: true,
                        cell: (p) => {
                          const index = list.indexOf(p);
                          return (
                            <div className="flex flex-wrap items-center gap-1 md:flex-nowrap">
                              <MoveButtons
                                id={p.id}
                                name={p.ko}
                                isFirst={index === 0}
                                isLast={index === list.length - 1}
                                disabled={Boolean(needle) || reorder.isPending}
                                onMove={(direction) => handleMove(list, index, direction)}
                              />
                              <EditButton name={p.ko} onClick={() => setEditing({ phrase: p })} />
                              <DeleteButton name={p.ko} onClick={() => setDeleting(p)} />
                            </div>
                          );
                        },
                      },
                    ]}
                  />
                </section>
              ))}
            </div>
          );
        }}
      </QueryState>

      {editing ? (
        <AdminDialog
          title={editing.phrase ? t('phrases.editTitle') : t('phrases.addTitle')}
          onClose={() => setEditing(null)}
        >
          <PhraseForm phrase={editing.phrase} category={editing.category} onDone={() => setEditing(null)} />
        </AdminDialog>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('phrases.confirmDelete.title')}
          confirmLabel={t('common.delete')}
          isPending={remove.isPending}
          onConfirm={() => handleDelete(deleting)}
          onClose={() => setDeleting(null)}
        >
          {t('phrases.confirmDelete.body', { phrase: deleting.ko })}
        </ConfirmDialog>
      ) : null}
    </Page>
  );
}
