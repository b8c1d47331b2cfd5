import { Fragment, type ReactNode } from 'react';
import classes from './wrapping-text.module.css';

interface WrappingTextProps {
  text: string;
  /** An e-mail address within the text: it wraps inside only when a line cannot hold it. */
  email?: string;
  /** Drawn after the text (an arrow, "opens in a new tab"), on the line of its last word. */
  after?: ReactNode;
}

/**
 * An e-mail address as one unit: it moves to the next line whole, and only when it is wider
 * than a line it wraps after its "@" or a "." (`<wbr>`, so copying it and its accessible
 * name keep the address whole), never at a hyphen within it.
 */
function Address({ email, after }: { email: string; after?: ReactNode }) {
  const parts = email.split(/(?<=[@.])/);
  return (
    <span className={classes.address}>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address, in order
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          <span className={classes.together}>
            {part}
            {index === parts.length - 1 ? after : null}
          </span>
        </Fragment>
      ))}
    </span>
  );
}

/**
 * A text that wraps only where a reader expects it: between words, never inside a word; an
 * e-mail address in it whole, or after "@" or "." when it must; what follows the text never
 * on a line of its own.
 */
export function WrappingText({ text, email, after }: WrappingTextProps) {
  const between = email ? text.split(email) : [text];
  const end = between.pop() ?? '';
  // What follows goes with the text's last word, or with the address the text ends with.
  const endsWithAddress = end === '' && between.length > 0;
  const lastWordStart = end.lastIndexOf(' ') + 1;
  return (
    <>
      {between.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order
        <Fragment key={index}>
          {part}
          {email ? (
            <Address
              email={email}
              after={endsWithAddress && index === between.length - 1 ? after : undefined}
            />
          ) : null}
        </Fragment>
      ))}
      {after && !endsWithAddress ? (
        <>
          {end.slice(0, lastWordStart)}
          <span className={classes.together}>
            {end.slice(lastWordStart)}
            {after}
          </span>
        </>
      ) : (
        end
      )}
    </>
  );
}
