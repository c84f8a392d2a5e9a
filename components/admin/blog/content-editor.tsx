'use client';

import { useRef, useState } from 'react';

import { BoldIcon, CodeIcon, ItalicIcon, QuoteIcon } from '@/components/ui/icons';
import { ForeignMarkButton } from '@/components/admin/foreign-mark-button';
import { PostContent } from '@/components/blog/post-content';
import { useAction } from '@/components/forms/use-action';
import { Button } from '@/components/ui/button';
import { Label, Textarea } from '@/components/ui/input';
import { previewBlogContent } from '@/lib/actions/admin-blog';
import { applyMarkdownFormat, type MarkdownFormat } from '@/lib/blog/editor';

import type { ContentEditorTexts } from './blog-editor-texts';

type PreviewState = { kind: 'loading' } | { kind: 'ready'; html: string } | { kind: 'failed'; message: string };

const FORMAT_BUTTONS: { format: MarkdownFormat; Icon: typeof BoldIcon }[] = [
  { format: 'bold', Icon: BoldIcon },
  { format: 'italic', Icon: ItalicIcon },
  { format: 'quote', Icon: QuoteIcon },
  { format: 'code', Icon: CodeIcon },
];

interface ContentEditorProps {
  /** The id of the Markdown text area. */
  id: string;
  content: string;
  onChange: (content: string) => void;
  /** Its words in the page's script. */
  texts: ContentEditorTexts;
}

/**
 * The post's Markdown (spec §2): 'Pisanje' with the formatting buttons, 'Pregled' rendered by the
 * server through the public page's sanitised renderer.
 */
export function ContentEditor({ id, content, onChange, texts }: ContentEditorProps) {
  const [view, setView] = useState<'write' | 'preview'>('write');
  const [preview, setPreview] = useState<PreviewState>({ kind: 'loading' });
  const previewOpening = useRef(0);
  const area = useRef<HTMLTextAreaElement>(null);
  const renderPreview = useAction(previewBlogContent, { fallbackError: texts.previewFailed, quiet: true });

  function format(name: MarkdownFormat) {
    const textarea = area.current;
    if (!textarea) return;
    const edit = applyMarkdownFormat(textarea.value, textarea.selectionStart, textarea.selectionEnd, name);
    onChange(edit.text);
    requestAnimationFrame(() => {
      textarea.focus();
      textarea.setSelectionRange(edit.selectionStart, edit.selectionEnd);
    });
  }

  /**
   * The text can't change while the preview shows, so one request per opening (none for an empty
   * text, which the view answers itself); a late answer to an earlier opening is dropped.
   */
  async function showPreview() {
    setView('preview');
    if (!content.trim()) return;
    setPreview({ kind: 'loading' });
    const opening = ++previewOpening.current;
    const data = new FormData();
    data.set('content', content);
    const result = await renderPreview.run(data);
    if (opening !== previewOpening.current) return;
    setPreview(result.ok ? { kind: 'ready', html: result.data.html } : { kind: 'failed', message: result.formError });
  }

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label htmlFor={id}>{texts.label}</Label>
        <div className="flex gap-1" role="group" aria-label={texts.viewMode}>
          <Button
            type="button"
            size="sm"
            variant={view === 'write' ? 'secondary' : 'ghost'}
            aria-pressed={view === 'write'}
            onClick={() => setView('write')}
          >
            {texts.write}
          </Button>
          <Button
            type="button"
            size="sm"
            variant={view === 'preview' ? 'secondary' : 'ghost'}
            aria-pressed={view === 'preview'}
            onClick={showPreview}
          >
            {texts.preview}
          </Button>
        </div>
      </div>
      {view === 'write' ? (
        <>
          <div role="toolbar" aria-label={texts.toolbar} aria-controls={id} className="flex flex-wrap gap-1">
            {FORMAT_BUTTONS.map(({ format: name, Icon }) => (
              <Button
                key={name}
                type="button"
                variant="outline"
                size="icon"
                aria-label={texts.formats[name]}
                title={texts.formats[name]}
                onClick={() => format(name)}
              >
                <Icon aria-hidden />
              </Button>
            ))}
            <ForeignMarkButton targetId={id} />
          </div>
          <Textarea
            ref={area}
            id={id}
            rows={16}
            value={content}
            onChange={(event) => onChange(event.target.value)}
            className="font-mono"
          />
        </>
      ) : (
        <div aria-label={texts.previewRegion} role="region" className="min-h-40 rounded-xl border bg-background p-4">
          {!content.trim() ? (
            <p className="text-sm text-muted-foreground">{texts.previewEmpty}</p>
          ) : preview.kind === 'ready' ? (
            <PostContent html={preview.html} />
          ) : (
            <p
              role={preview.kind === 'failed' ? 'alert' : 'status'}
              className={preview.kind === 'failed' ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}
            >
              {preview.kind === 'failed' ? preview.message : texts.previewLoading}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
