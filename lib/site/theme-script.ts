import { THEME_STORAGE_KEY } from '@/lib/messages';

/**
 * Applies the stored theme before first paint (what next-themes' own inline script does, for our
 * settings: class attribute, light by default, 'system' follows the OS, color-scheme set).
 *
 * It is ours rather than next-themes' because the pages that carry a nonce-based
 * Content-Security-Policy (/admin, /auth, /members) cannot give the root layout's script a nonce
 * without making every page dynamic; a fixed text of our own can be allowed by its hash instead
 * (lib/security/csp.ts). next-themes' script is rendered inert (`type="text/plain"`).
 */
export const THEME_INIT_SCRIPT = `(function(){try{var d=document.documentElement,t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})||"light";if(t==="system")t=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";if(t!=="light"&&t!=="dark")t="light";d.classList.remove("light","dark");d.classList.add(t);d.style.colorScheme=t}catch(e){}})()`;
