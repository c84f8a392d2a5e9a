import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';

/**
 * The HTML a tree of server components renders to, async ones included (those that read the
 * page's script), written as `renderToStaticMarkup` writes it (which renders only synchronous
 * components): without the streaming renderer's text separators and its form-replay script.
 */
export async function serverHtml(element: ReactNode): Promise<string> {
  const { prelude } = await prerender(element);
  const html = await new Response(prelude).text();
  return html.replace(/<!-- -->/g, '').replace(/<script>addEventListener\("submit"[\s\S]*?<\/script>/, '');
}
