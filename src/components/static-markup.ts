import { isValidElement, type ReactNode } from 'react';
import { preload } from 'react-dom';

/**
 * The HTML of server-rendered content without interactive parts, written in the RSC pass. React would
 * otherwise serialise that content into the RSC stream, parse it again and render it in the HTML pass:
 * three walks over the same elements per page (components/static-html). The markup is React's own
 * (tests compare it with renderToStaticMarkup) for what static content holds: elements, server
 * components, text and sanitised HTML. Anything else (a client component, a promise, a style object,
 * form state, elements React hoists into <head>) makes `staticMarkup` return undefined, and the content
 * renders the usual way.
 */
export function staticMarkup(node: ReactNode): string | undefined {
  try {
    return render(node);
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
}

class Unsupported extends Error {}

type Props = Record<string, unknown>;

const FRAGMENT = Symbol.for('react.fragment');
const CLIENT_REFERENCE = Symbol.for('react.client.reference');
const VOID_ELEMENTS = new Set('area base br col embed hr img input keygen link meta param source track wbr'.split(' '));
/** Elements React renders with rules of their own (form state, hoisting into <head>, leading newlines). */
const UNSUPPORTED_ELEMENTS = new Set(
  'html head body title meta link style script base select option textarea pre listing noscript picture template'.split(
    ' ',
  ),
);
const VALID_TAG = /^[a-z][a-z0-9]*$/;
const VALID_ATTRIBUTE = /^[a-zA-Z_:][a-zA-Z0-9_:.-]*$/;
/** Props that are no attributes (React skips them). */
const NO_ATTRIBUTE = new Set([
  'children',
  'dangerouslySetInnerHTML',
  'defaultValue',
  'defaultChecked',
  'innerHTML',
  'suppressContentEditableWarning',
  'suppressHydrationWarning',
  'ref',
]);
/** Written as `name=""` when truthy, left out otherwise; React lower-cases only the first three. */
const LOWERCASE_BOOLEANS = new Set(['autoFocus', 'multiple', 'muted']);
const BOOLEANS = new Set(
  'inert allowFullScreen async autoPlay controls default defer disabled disablePictureInPicture disableRemotePlayback formNoValidate hidden loop noModule noValidate open playsInline readOnly required reversed scoped seamless itemScope'.split(
    ' ',
  ),
);
/** Written as given, booleans as "true" or "false". */
const BOOLEANISH = new Set(
  'contentEditable spellCheck draggable value autoReverse externalResourcesRequired focusable preserveAlpha'.split(' '),
);
/** `name=""` when true, left out when false, written as given otherwise. */
const OVERLOADED_BOOLEANS = new Set(['capture', 'download']);
/** Numbers only: positive ones, and any number. */
const POSITIVE_NUMBERS = new Set(['cols', 'rows', 'size', 'span']);
const NUMBERS = new Set(['rowSpan', 'start']);
const URL_ATTRIBUTES = new Set(['src', 'href', 'action', 'formAction', 'xlinkHref']);
const NAMES: Record<string, string> = {
  className: 'class',
  tabIndex: 'tabindex',
  htmlFor: 'for',
  httpEquiv: 'http-equiv',
  acceptCharset: 'accept-charset',
  crossOrigin: 'crossorigin',
  xlinkHref: 'xlink:href',
};
/** SVG presentation attributes React writes hyphenated (its `aliases` table, the names in use here and kin). */
const HYPHENATED = new Set(
  'clipPath clipRule colorInterpolation dominantBaseline fillOpacity fillRule floodColor floodOpacity fontFamily fontSize fontStyle fontWeight letterSpacing markerEnd markerMid markerStart paintOrder pointerEvents shapeRendering stopColor stopOpacity strokeDasharray strokeDashoffset strokeLinecap strokeLinejoin strokeMiterlimit strokeOpacity strokeWidth textAnchor textDecoration textRendering transformOrigin vectorEffect wordSpacing writingMode'.split(
    ' ',
  ),
);
/** React's guard against `javascript:` URLs, and what it writes instead. */
const JAVASCRIPT_URL =
  /^[\u0000-\u001F ]*j[\r\n\t]*a[\r\n\t]*v[\r\n\t]*a[\r\n\t]*s[\r\n\t]*c[\r\n\t]*r[\r\n\t]*i[\r\n\t]*p[\r\n\t]*t[\r\n\t]*:/i;
const BLOCKED_URL = "javascript:throw new Error('React has blocked a javascript: URL as a security precaution.')";
const ESCAPES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };

const escape = (text: string) => text.replace(/["&'<>]/g, (char) => ESCAPES[char] as string);

function render(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string') return escape(node);
  if (typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) return node.map((child: ReactNode) => render(child)).join('');
  if (!isValidElement(node)) throw new Unsupported();
  const { type, props } = node as { type: unknown; props: Props };
  if (type === FRAGMENT) return render(props.children as ReactNode);
  if (typeof type === 'string') return renderElement(type, props);
  if (typeof type !== 'function' || (type as { $$typeof?: symbol }).$$typeof === CLIENT_REFERENCE) {
    throw new Unsupported();
  }
  const output: unknown = (type as (props: Props) => unknown)(props);
  if (output instanceof Promise) throw new Unsupported();
  return render(output as ReactNode);
}

function renderElement(tag: string, props: Props): string {
  if (!VALID_TAG.test(tag) || UNSUPPORTED_ELEMENTS.has(tag) || props.style != null) throw new Unsupported();
  // An input's and a button's form attributes come last, as React writes them.
  const last = tag === 'input' ? ['name', 'checked', 'value'] : tag === 'button' ? ['name'] : [];
  let attributes = '';
  for (const [name, value] of Object.entries(props)) {
    if (!last.includes(name)) attributes += attribute(tag, name, value);
  }
  if (tag === 'input') {
    attributes += attribute(tag, 'name', props.name);
    attributes += attribute(tag, 'checked', props.checked ?? props.defaultChecked);
    attributes += attribute(tag, 'value', props.value ?? props.defaultValue);
  } else if (tag === 'button') attributes += attribute(tag, 'name', props.name);
  if (tag === 'img') preloadImage(props);
  if (VOID_ELEMENTS.has(tag)) return `<${tag}${attributes}/>`;
  const inner = props.dangerouslySetInnerHTML as { __html?: unknown } | undefined;
  const content = typeof inner?.__html === 'string' ? inner.__html : render(props.children as ReactNode);
  return `<${tag}${attributes}>${content}</${tag}>`;
}

/** One attribute as React writes it (` name="value"`), or '' for a prop it leaves out. */
function attribute(tag: string, name: string, value: unknown): string {
  if (value === null || value === undefined || NO_ATTRIBUTE.has(name) || /^on./i.test(name)) return '';
  if (typeof value === 'object') throw new Unsupported();
  if (typeof value === 'function' || typeof value === 'symbol') return '';
  if (!VALID_ATTRIBUTE.test(name)) throw new Unsupported();
  if (name === 'checked' || LOWERCASE_BOOLEANS.has(name)) return value ? ` ${name.toLowerCase()}=""` : '';
  if (BOOLEANS.has(name)) return value ? ` ${name}=""` : '';
  if (OVERLOADED_BOOLEANS.has(name) && typeof value === 'boolean') return value ? ` ${name}=""` : '';
  if (POSITIVE_NUMBERS.has(name) && !(Number(value) >= 1)) return '';
  if (NUMBERS.has(name) && Number.isNaN(Number(value))) return '';
  if (URL_ATTRIBUTES.has(name)) {
    if (value === '' && (name === 'src' || (name === 'href' && tag !== 'a'))) return '';
    if (typeof value === 'boolean') return '';
    const url = String(value);
    return ` ${NAMES[name] ?? name}="${escape(JAVASCRIPT_URL.test(url) ? BLOCKED_URL : url)}"`;
  }
  const written = NAMES[name] ?? (HYPHENATED.has(name) ? name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`) : name);
  const prefix = name.slice(0, 5).toLowerCase();
  if (typeof value === 'boolean' && prefix !== 'data-' && prefix !== 'aria-' && !BOOLEANISH.has(name)) return '';
  return ` ${written}="${escape(String(value))}"`;
}

/** Images React would preload from <head> (not lazy, not low priority, not inline data), preloaded alike. */
function preloadImage(props: Props) {
  const src = typeof props.src === 'string' ? props.src : undefined;
  const srcSet = typeof props.srcSet === 'string' ? props.srcSet : undefined;
  const inline = (url: string | undefined) => url !== undefined && /^data:/i.test(url);
  if (props.loading === 'lazy' || props.fetchPriority === 'low' || !(src || srcSet) || inline(src) || inline(srcSet)) {
    return;
  }
  preload(src ?? '', {
    as: 'image',
    imageSrcSet: srcSet,
    imageSizes: typeof props.sizes === 'string' ? props.sizes : undefined,
    fetchPriority: props.fetchPriority === 'high' ? 'high' : undefined,
  });
}
