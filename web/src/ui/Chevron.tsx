/**
 * The small arrow of a "more" link (forward) or a back button (back), pointing the way the page
 * reads: drawn left to right and turned over in right-to-left pages (rtl.css), so it never
 * depends on how the text around it resolves its direction.
 */
export function Chevron({ back = false }: { back?: boolean }) {
  return (
    <span className="dir-chevron" aria-hidden="true">
      {back ? '‹' : '›'}
    </span>
  );
}
