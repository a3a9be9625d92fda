import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Descriptions, type TableColumnType } from 'antd';
import { useConfirmDelete, type ConfirmDeleteOptions } from '@/hooks/use-confirm-delete';
import { useI18n, type Bilingual } from '@/i18n';

/** The catalog tables' cells that repeat from table to table. */

/** Text the admin typed, isolated so it reads right in either language of the screen. */
export const dataText = (text: string | undefined) => text && <bdi>{text}</bdi>;

/**
 * A part number (the maker's or an OEM one) as LtrText keeps it, left to right in either language,
 * and on one line: a number broken at its hyphen ("04465-↵06090") reads as two.
 */
export const partNumberText = (number: string) => (
  <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
    {number}
  </bdi>
);

/**
 * A catalog table's column of a bilingual text (`name` or `description`), in the admin's
 * language as the shop shows it; the form edits both languages. `textOf` is useI18n's nameOf or
 * descriptionOf.
 */
export const bilingualColumn = <Item,>(
  key: 'name' | 'description',
  title: string,
  textOf: (item: NoInfer<Item>) => string,
): TableColumnType<Item> => ({ key, title, render: (_, item) => dataText(textOf(item)) });

/**
 * An opened row's texts of a product or package: its description in the admin's language, and
 * its name and description in the other language, where it has both (the table shows the name
 * in the admin's). Items of a Descriptions list, which takes only its own items as children.
 */
export function catalogTextItems(
  item: Required<Pick<Bilingual, 'name' | 'description'>> & Bilingual,
  { t, language, descriptionOf }: ReturnType<typeof useI18n>,
) {
  const other =
    language === 'ar'
      ? [
          item.nameAr && { key: 'nameEn', label: t('admin.field.nameEn'), text: item.name },
          item.descriptionAr && {
            key: 'descriptionEn',
            label: t('admin.field.descriptionEn'),
            text: item.description,
          },
        ]
      : [
          item.nameAr && { key: 'nameAr', label: t('catalog.field.nameAr'), text: item.nameAr },
          item.descriptionAr && {
            key: 'descriptionAr',
            label: t('catalog.field.descriptionAr'),
            text: item.descriptionAr,
          },
        ];
  const otherLanguage = language === 'ar' ? 'en' : 'ar';
  return [
    <Descriptions.Item key="description" label={t('catalog.field.description')}>
      {dataText(descriptionOf(item))}
    </Descriptions.Item>,
    ...other.flatMap((text) =>
      text
        ? [
            <Descriptions.Item key={text.key} label={text.label}>
              <bdi lang={otherLanguage}>{text.text}</bdi>
            </Descriptions.Item>,
          ]
        : [],
    ),
  ];
}

/**
 * A catalog entry's two names as columns, the admin's language first (on a phone the table
 * scrolls sideways, and what is read first stays in view): the English name and the Arabic.
 */
export function bothNamesColumns<Item extends { name: string; nameAr?: string }>({
  t,
  language,
}: Pick<ReturnType<typeof useI18n>, 't' | 'language'>): TableColumnType<Item>[] {
  const english: TableColumnType<Item> = {
    title: t('catalog.field.name'),
    dataIndex: 'name',
    render: (name: string) => <bdi lang="en">{name}</bdi>,
  };
  const arabic: TableColumnType<Item> = {
    title: t('catalog.field.nameAr'),
    dataIndex: 'nameAr',
    render: (nameAr?: string) => nameAr && <bdi lang="ar">{nameAr}</bdi>,
  };
  return language === 'ar' ? [arabic, english] : [english, arabic];
}

/** A product image or package logo, small. */
export function TableImage({ src }: { src: string | undefined }) {
  return src ? (
    <img src={src} alt="" width={56} height={42} style={{ objectFit: 'contain' }} />
  ) : null;
}

/** A true/false field; nothing when it was never given. */
export function YesNo({ value }: { value: boolean | undefined }) {
  const { t } = useI18n();
  if (value === undefined) return null;
  return <>{t(value ? 'catalog.yes' : 'catalog.no')}</>;
}

/** Delete, after the confirmation every delete asks for. */
export function DeleteButton(options: ConfirmDeleteOptions) {
  const { t } = useI18n();
  const confirmDelete = useConfirmDelete();
  return (
    <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => confirmDelete(options)}>
      {t('admin.column.delete')}
    </Button>
  );
}

/** Update: opens the row in the update form. */
export function UpdateButton({ onClick }: { onClick: () => void }) {
  const { t } = useI18n();
  return (
    <Button icon={<EditOutlined aria-hidden />} onClick={onClick}>
      {t('admin.column.update')}
    </Button>
  );
}
