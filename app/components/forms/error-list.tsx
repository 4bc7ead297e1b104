/**
 * The errors of one field (or of a whole form), translated, under it. The field points at `id` with
 * `aria-describedby` and sets `aria-invalid`, so a screen reader reads the error with the field; `role="alert"`
 * announces it when it appears after a fetcher post.
 */
export function ErrorList({ id, errors, className = "" }: { id: string; errors: readonly string[] | null | undefined; className?: string }) {
  if (!errors || errors.length === 0) return null;
  return (
    <div id={id} className={`field__error ${className}`.trim()} role="alert">
      {errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  );
}
