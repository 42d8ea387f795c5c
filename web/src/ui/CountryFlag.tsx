// Country flags from the flag-icons package (MIT), one file each, fetched only when a flag is shown.
// Emoji flags would be simpler but show as two letters in boxes on Windows and most Linux browsers.
const FILES = import.meta.glob<string>('../../../node_modules/flag-icons/flags/4x3/*.svg', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});
const FLAGS = new Map(Object.entries(FILES).map(([file, url]) => [/([a-z-]+)\.svg$/.exec(file)![1]!, url]));

/** A country's flag by its ISO code ('gb', 'gb-eng'); nothing for a code without one. Decorative. */
export function CountryFlag({ code }: { code: string }) {
  const src = FLAGS.get(code.toLowerCase());
  if (!src) return null;
  return (
    <img
      className="flag"
      data-flag={code.toLowerCase()}
      src={src}
      alt=""
      width={20}
      height={15}
      loading="lazy"
      decoding="async"
    />
  );
}
