import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useTranslation } from "react-i18next";
import { STORE_ROOT_CATEGORY_ID, type MoveDirection } from "../../commerce/contract/taxonomy";
import { AdminFormErrors, useAdminMessage } from "~/components/admin/admin-form";
import { categoryFormSchema } from "~/components/admin/admin-forms";
import { BackOfficeErrorBoundary } from "~/components/admin/back-office-error";
import { CheckboxField } from "~/components/forms/checkbox-field";
import { conformCheckbox, conformField } from "~/components/forms/conform-field";
import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { usePageFormResult } from "~/components/forms/use-last-result";
import { asStaff, backOfficeHeaders, refuseForm, refuseWithCommerceError, requireSameOrigin } from "~/lib/back-office.server";
import { CommerceError } from "~/lib/commerce.server";
import { readForm } from "~/lib/forms.server";
import { localizePath, type Locale } from "~/lib/i18n";
import { getI18n } from "~/lib/i18n.server";
import { localeOf, shopperOf } from "~/lib/request-context.server";
import { useLocale, useLocalizedHref } from "~/lib/use-locale";
import { changeCategory, createCategory, listCategories, type AdminCategory } from "~/models/taxonomy-admin.server";

/**
 * Categories (issue 22), for owners and the catalogue team: the tree as nested lists, each category moved up or down
 * among its siblings; one category at a time (`?edit=`) renamed in both languages, re-keyed, hidden or shown, taken in
 * or out of the menu, or moved under another parent; and a new category created. The backend keeps the subtree's
 * paths and the old addresses' redirects; the storefront follows within a second.
 */

const CREATE = "category-create";
const intentOf = (action: "update" | "move", id: number | string) => `category-${action}:${id}`;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const editing = new URL(request.url).searchParams.get("edit");
  return asStaff(request, context, async (staff, locale) => {
    const categories = await listCategories(locale, staff);
    const edited = editing === null ? null : categories.find((category) => String(category.id) === editing && category.id !== STORE_ROOT_CATEGORY_ID);
    if (edited === undefined) throw new Response(null, { status: 404, statusText: "Not Found" });
    return { title: getI18n(locale).getFixedT(locale, "admin")("categories.title"), categories, edited };
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const formData = await readForm(request, "category");
  const locale = localeOf(context);
  const submission = parseWithZod(formData, { schema: categoryFormSchema });
  const kind = String(formData.get("action"));
  const intent = kind === "update" || kind === "move" ? intentOf(kind, String(formData.get("category") ?? "")) : CREATE;
  if (submission.status !== "success") return refuseForm(intent, submission);
  const posted = submission.value;
  let back = "/admin/categories";
  try {
    await asStaff(request, context, async (staff) => {
      switch (posted.action) {
        case "create": {
          const { action: _, ...input } = posted;
          back = `/admin/categories?edit=${(await createCategory(locale, staff, input)).id}`;
          break;
        }
        case "update": {
          const { action: _, category, ...change } = posted;
          await changeCategory(locale, staff, category, { action: "update", ...change });
          back = `/admin/categories?edit=${category}`;
          break;
        }
        case "move":
          await changeCategory(locale, staff, posted.category, { action: "move", direction: posted.direction });
      }
    });
  } catch (error) {
    // A category that is not there (any more) is not found, whichever form named it.
    if (error instanceof CommerceError && error.status === 404) throw new Response(null, { status: 404, statusText: "Not Found", headers: backOfficeHeaders });
    return refuseWithCommerceError(request, context, intent, submission, error);
  }
  shopperOf(context).flash({ kind: "success", message: `admin:categories.done.${posted.action}` });
  return redirect(localizePath(back, locale), { status: 303 });
}

/** The categories under each parent, in their order. */
function childrenByParent(categories: AdminCategory[]): Map<number | null, AdminCategory[]> {
  const byParent = new Map<number | null, AdminCategory[]>();
  for (const category of categories) byParent.set(category.parent_id, [...(byParent.get(category.parent_id) ?? []), category]);
  for (const siblings of byParent.values()) siblings.sort((a, b) => a.position - b.position || a.id - b.id);
  return byParent;
}

const nameIn = (category: AdminCategory, locale: Locale) => (locale === "ar" ? category.name_ar : category.name_en);

export default function Categories() {
  const { categories, edited } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const children = childrenByParent(categories);
  return (
    <section className="bo-page" aria-labelledby="categories-heading">
      <h1 id="categories-heading">{t("categories.heading")}</h1>
      {edited ? <EditForm key={edited.id} category={edited} categories={categories} /> : null}
      <section className="bo-panel" aria-labelledby="category-tree-heading">
        <h2 id="category-tree-heading">{t("categories.tree")}</h2>
        <CategoryList parentId={STORE_ROOT_CATEGORY_ID} children={children} />
      </section>
      <CreateForm categories={categories} />
    </section>
  );
}

function CategoryList({ parentId, children }: { parentId: number; children: Map<number | null, AdminCategory[]> }) {
  const siblings = children.get(parentId) ?? [];
  if (siblings.length === 0) return null;
  return (
    <ul className="bo-tree">
      {siblings.map((category, index) => (
        <li key={category.id}>
          <CategoryEntry category={category} first={index === 0} last={index === siblings.length - 1} />
          <CategoryList parentId={category.id} children={children} />
        </li>
      ))}
    </ul>
  );
}

function CategoryEntry({ category, first, last }: { category: AdminCategory; first: boolean; last: boolean }) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const href = useLocalizedHref();
  const name = nameIn(category, locale);
  return (
    <div className="bo-tree__entry">
      <Link to={href(`/admin/categories?edit=${category.id}`)}>{name}</Link>{" "}
      <code dir="ltr">/c/{category.url_key}</code>
      {category.is_active ? null : <span className="bo-badge">{t("categories.hiddenBadge")}</span>}
      {category.is_active && !category.include_in_menu ? <span className="bo-badge">{t("categories.notInMenuBadge")}</span> : null}
      <div className="bo-actions">
        {first ? null : <MoveForm category={category} direction="up" name={name} />}
        {last ? null : <MoveForm category={category} direction="down" name={name} />}
      </div>
    </div>
  );
}

function MoveForm({ category, direction, name }: { category: AdminCategory; direction: MoveDirection; name: string }) {
  const { t } = useTranslation("admin");
  return (
    <Form method="post" className="bo-inline-form">
      <input type="hidden" name="action" value="move" />
      <input type="hidden" name="category" value={category.id} />
      <input type="hidden" name="direction" value={direction} />
      <button type="submit" className="button button--secondary bo-button--small" aria-label={t(`categories.move.${direction}`, { name })}>
        {t(`categories.move.${direction}Short`)}
      </button>
    </Form>
  );
}

/** The categories a category may go under: the store's root and every category outside its own subtree. */
function ParentOptions({ categories, moved }: { categories: AdminCategory[]; moved: AdminCategory | null }) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const byId = new Map(categories.map((category) => [category.id, category]));
  const isUnderMoved = (category: AdminCategory): boolean => {
    for (let at: AdminCategory | undefined = category; at; at = at.parent_id === null ? undefined : byId.get(at.parent_id)) {
      if (at.id === moved?.id) return true;
    }
    return false;
  };
  const trail = (category: AdminCategory): string => {
    const parent = category.parent_id === null ? undefined : byId.get(category.parent_id);
    return parent && parent.id !== STORE_ROOT_CATEGORY_ID ? `${trail(parent)} › ${nameIn(category, locale)}` : nameIn(category, locale);
  };
  const options = categories.filter((category) => category.id !== STORE_ROOT_CATEGORY_ID && !isUnderMoved(category)).map((category) => ({ id: category.id, label: trail(category) }));
  options.sort((a, b) => a.label.localeCompare(b.label, locale));
  return (
    <>
      <option value={STORE_ROOT_CATEGORY_ID}>{t("categories.topLevel")}</option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.label}
        </option>
      ))}
    </>
  );
}

function CreateForm({ categories }: { categories: AdminCategory[] }) {
  const { t } = useTranslation("admin");
  const message = useAdminMessage();
  const [form, fields] = useForm<Record<string, string>>({ id: CREATE, lastResult: usePageFormResult(CREATE) });
  return (
    <Form method="post" {...getFormProps(form)} className="bo-panel">
      <fieldset>
        <legend>{t("categories.createLegend")}</legend>
        <input type="hidden" name="action" value="create" />
        <AdminFormErrors id={form.errorId} errors={form.errors} />
        <CategoryFields fields={fields} message={message} />
        <SelectField {...conformField(fields.parent_id!, message)} label={t("categories.parent")}>
          <ParentOptions categories={categories} moved={null} />
        </SelectField>
        <button type="submit" className="button button--primary">
          {t("categories.create")}
        </button>
      </fieldset>
    </Form>
  );
}

type FieldsOf = ReturnType<typeof useForm<Record<string, string>>>[1];

function CategoryFields({ fields, message }: { fields: FieldsOf; message: (key: string) => string }) {
  const { t } = useTranslation("admin");
  return (
    <>
      <TextField {...conformField(fields.name_en!, message)} label={t("categories.nameEn")} lang="en" dir="ltr" autoComplete="off" />
      <TextField {...conformField(fields.name_ar!, message)} label={t("categories.nameAr")} lang="ar" dir="rtl" autoComplete="off" />
      <TextField {...conformField(fields.url_key!, message)} label={t("categories.urlKey")} hint={t("categories.urlKeyHint")} dir="ltr" autoComplete="off" />
    </>
  );
}

function EditForm({ category, categories }: { category: AdminCategory; categories: AdminCategory[] }) {
  const { t } = useTranslation("admin");
  const message = useAdminMessage();
  const locale = useLocale();
  const href = useLocalizedHref();
  const intent = intentOf("update", category.id);
  const [form, fields] = useForm<Record<string, string>>({
    id: intent,
    lastResult: usePageFormResult(intent),
    defaultValue: {
      name_en: category.name_en,
      name_ar: category.name_ar,
      url_key: category.url_key,
      parent_id: String(category.parent_id),
      is_active: category.is_active ? "on" : "",
      include_in_menu: category.include_in_menu ? "on" : "",
    },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="bo-panel">
      <fieldset>
        <legend>{t("categories.editLegend", { name: nameIn(category, locale) })}</legend>
        <input type="hidden" name="action" value="update" />
        <input type="hidden" name="category" value={category.id} />
        <AdminFormErrors id={form.errorId} errors={form.errors} />
        <CategoryFields fields={fields} message={message} />
        <SelectField {...conformField(fields.parent_id!, message)} label={t("categories.parent")}>
          <ParentOptions categories={categories} moved={category} />
        </SelectField>
        <CheckboxField {...conformCheckbox(fields.is_active!, message)} label={t("categories.active")} hint={t("categories.activeHint")} />
        <CheckboxField {...conformCheckbox(fields.include_in_menu!, message)} label={t("categories.inMenu")} />
        <div className="bo-actions">
          <button type="submit" className="button button--primary">
            {t("categories.save")}
          </button>
          <Link to={href("/admin/categories")} className="button button--secondary">
            {t("categories.close")}
          </Link>
        </div>
      </fieldset>
    </Form>
  );
}

export function ErrorBoundary() {
  return <BackOfficeErrorBoundary />;
}
