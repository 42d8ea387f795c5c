// Flags from the flag-icons package (MIT), one file each, fetched only when a flag is shown.
import tr from 'flag-icons/flags/4x3/tr.svg?url&no-inline';
import gb from 'flag-icons/flags/4x3/gb.svg?url&no-inline';
import sa from 'flag-icons/flags/4x3/sa.svg?url&no-inline';
import az from 'flag-icons/flags/4x3/az.svg?url&no-inline';
import cw from 'flag-icons/flags/4x3/cw.svg?url&no-inline';
import de from 'flag-icons/flags/4x3/de.svg?url&no-inline';
import gr from 'flag-icons/flags/4x3/gr.svg?url&no-inline';
import es from 'flag-icons/flags/4x3/es.svg?url&no-inline';
import ir from 'flag-icons/flags/4x3/ir.svg?url&no-inline';
import fr from 'flag-icons/flags/4x3/fr.svg?url&no-inline';
import iq from 'flag-icons/flags/4x3/iq.svg?url&no-inline';
import it from 'flag-icons/flags/4x3/it.svg?url&no-inline';
import kr from 'flag-icons/flags/4x3/kr.svg?url&no-inline';
import nl from 'flag-icons/flags/4x3/nl.svg?url&no-inline';
import pt from 'flag-icons/flags/4x3/pt.svg?url&no-inline';
import ru from 'flag-icons/flags/4x3/ru.svg?url&no-inline';
import al from 'flag-icons/flags/4x3/al.svg?url&no-inline';

/** Country code of a language's flag (LANGUAGES[].flag) → the flag image. */
const FLAGS: Record<string, string> = { tr, gb, sa, az, cw, de, gr, es, ir, fr, iq, it, kr, nl, pt, ru, al };

/** A language's flag, decorative (the language name stands beside it). */
export function Flag({ code }: { code: string }) {
  const src = FLAGS[code];
  if (!src) return null;
  return <img className="flag" src={src} alt="" width={20} height={15} loading="lazy" decoding="async" />;
}
