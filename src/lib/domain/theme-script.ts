/**
 * Runs before first paint so a stored colour choice never flashes the wrong theme.
 * Served inline; security-headers stamps it with the response's CSP nonce.
 */
export const THEME_SCRIPT =
  "try{var t=localStorage.getItem('color_scheme');if(t==='dark'||t==='light')document.documentElement.dataset.theme=t}catch(e){}";
