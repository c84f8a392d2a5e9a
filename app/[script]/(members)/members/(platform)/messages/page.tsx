import type { Metadata } from 'next';

import { MessageThread } from '@/components/members/messages/message-thread';
import { ConversationList, ThreadHeader } from '@/components/members/messages/conversations';
import { messageThreadTextsIn, threadMessagesIn } from '@/components/members/messages/message-thread-in-script';
import { RefreshOnLiveMessage } from '@/components/members/messages/refresh-on-live-message';
import { Card } from '@/components/ui/card';
import { getRequestContext } from '@/lib/auth';
import { requireMember } from '@/lib/auth/member';
import { readMessagesPage } from '@/lib/data/member-messages';
import { pageScript } from '@/lib/i18n/page-script';
import { OLDER_PARAM } from '@/lib/members/message-thread';
import { PAGE_PARAM, pageNumberFrom } from '@/lib/site/paging';
import { firstParam, type SearchParams } from '@/lib/site/search-params';
import { MESSAGE_TEXTS } from '@/lib/validation/member-texts';
import { isUuid } from '@/lib/validation/shared';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await pageScript();
  return { title: t('Poruke') };
}

/**
 * /members/messages (spec §2): a page of the conversation list (`?strana=N`, 30 each) and, with
 * `?to={memberId}`, that conversation (opened, or started when there is none yet): its newest 50
 * messages, or with `&starije={messageId}` the 50 before that message; `&report={messageId}` opens
 * a received message's report dialog (its form without JavaScript). The render only reads: the
 * open thread marks the partner's messages read with a POST (`markConversationRead`, spec §4).
 */
export default async function MessagesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { member } = await requireMember({ withoutProfile: 'profile' });
  const params = await searchParams;
  const to = firstParam(params.to) ?? null;
  const page = pageNumberFrom(params[PAGE_PARAM]);
  const older = firstParam(params[OLDER_PARAM]);
  const olderThan = older && isUuid(older) ? older : null;
  const { conversations, open, blocks, thread, unreadFromPartner } = await readMessagesPage(member.id, {
    partnerId: to && isUuid(to) && to !== member.id ? to : null,
    page,
    olderThan,
  });
  const { now } = await getRequestContext();
  const { script, t } = await pageScript();

  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold">{t('Poruke')}</h1>
        <p className="text-muted-foreground">{t('Razgovarajte direktno sa članovima zajednice.')}</p>
      </header>
      {to && !open ? (
        <p role="alert" className="rounded-xl bg-destructive/10 p-3 text-sm text-destructive">
          {t(MESSAGE_TEXTS.cannotStart)}
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-[18rem_minmax(0,1fr)]">
        <Card className="p-2">
          <RefreshOnLiveMessage openPartnerId={open?.id ?? null} />
          <ConversationList conversations={conversations} activeId={open?.id ?? null} now={now} />
        </Card>
        <Card className="grid content-start gap-3 p-4">
          {open && blocks && thread ? (
            <>
              <ThreadHeader partner={open} iBlocked={blocks.iBlocked} />
              {blocks.iBlocked ? (
                <p className="text-sm text-muted-foreground">
                  {t('Blokirali ste ovog člana. Deblokirajte ga da biste ponovo razmenjivali poruke.')}
                </p>
              ) : null}
              <MessageThread
                key={open.id}
                partner={{ id: open.id, fullName: t(open.fullName) }}
                thread={{
                  messages: threadMessagesIn(
                    script,
                    thread.messages.map((message) => ({
                      id: message.id,
                      mine: message.fromMemberId === member.id,
                      text: message.text,
                      createdAt: message.createdAt.toISOString(),
                      hidden: message.hidden,
                    })),
                    now,
                  ),
                  olderThan: thread.olderThan,
                  reachesNewest: olderThan === null,
                }}
                address={{ page, olderThan }}
                canSend={!blocks.iBlocked}
                now={now.toISOString()}
                unreadFromPartner={unreadFromPartner}
                reportingId={firstParam(params.report)}
                script={script}
                texts={messageThreadTextsIn(script)}
              />
            </>
          ) : (
            <p className="p-6 text-center text-sm text-muted-foreground">{t('Izaberite konverzaciju sa liste.')}</p>
          )}
        </Card>
      </div>
    </div>
  );
}
