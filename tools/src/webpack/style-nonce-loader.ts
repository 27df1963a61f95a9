import type { LoaderContext } from 'webpack';

/** How sonner's build (bunchee) creates the <style> element it fills with its CSS at load. */
const CREATE_STYLE = "let style = document.createElement('style')";

/** The nonce the static server put in the page; the design-system reads the same tag. */
const WITH_NONCE = `${CREATE_STYLE}
  ;(function (meta) { if (meta) style.setAttribute('nonce', meta.getAttribute('content')) })(
    document.querySelector('meta[name="csp-nonce"]'))`;

/**
 * sonner injects its stylesheet without a nonce and offers no way to pass one, so the
 * Content-Security-Policy would refuse it. This loader gives that element the page's nonce
 * before it is inserted. A sonner release that creates the element differently fails the
 * build here rather than shipping unstyled toasts.
 */
export default function styleNonceLoader(this: LoaderContext<unknown>, source: string): string {
  if (!source.includes(CREATE_STYLE)) {
    this.emitError(
      new Error(
        `style-nonce-loader: ${this.resourcePath} no longer creates its <style> as expected`,
      ),
    );
    return source;
  }
  return source.replace(CREATE_STYLE, WITH_NONCE);
}
