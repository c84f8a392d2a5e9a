import Link from 'next/link';

import { BanIcon, InboxIcon } from '@/components/ui/icons';
import { Pagination } from '@/components/ui/pagination';
import { MemberAvatar } from '@/components/members/member-avatar';
import { blockChatMember, unblockChatMember } from '@/lib/actions/member-messages';
import type { ChatPartner, Conversation } from '@/lib/data/member-messages';
import { COUNTED, formatCount } from '@/lib/format/plural';
import { pageScript, type PageScript } from '@/lib/i18n/page-script';
import { formatConversationTime, messagesHref } from '@/lib/members/message-thread';
import { memberTypeLabel } from '@/lib/members/options';
import type { Page } from '@/lib/site/paging';
import { MESSAGE_TEXTS } from '@/lib/validation/member-texts';

import { ActionButton } from '@/components/forms/action-button';

import { ConversationItems, type ConversationRow } from './conversation-items';

import { storedTextIn } from '@/lib/i18n/texts';

interface ConversationListProps {
  conversations: Page<Conversation>;
  activeId: string | null;
  now: Date;
}

/**
 * A page of the conversation list (spec §2): the other party's name, picture and type, the real
 * time of the last message and the unread count, 30 a page with page links (`?strana=N`, the open
 * conversation kept). A conversation's link keeps the list's page.
 */
export async function ConversationList({ conversations, activeId, now }: ConversationListProps) {
  const inScript = await pageScript();
  const { t, href } = inScript;
  if (conversations.total === 0) {
    return (
      <div className="grid justify-items-center gap-2 p-6 text-center text-sm text-muted-foreground">
        <InboxIcon className="size-8" aria-hidden />
        <p>{t('Još nemate poruka. Pronađite člana u direktorijumu i pošaljite mu poruku.')}</p>
        <Link
          href={href('/members/directory')}
          className="font-semibold text-primary underline-offset-4 hover:underline"
        >
          {t('Direktorijum članova')}
        </Link>
      </div>
    );
  }
  return (
    <>
      {conversations.items.length === 0 ? (
        <p className="p-6 text-center text-sm text-muted-foreground">{t('Na ovoj strani nema konverzacija.')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-1" aria-label={t('Konverzacije')}>
          <ConversationItems rows={conversationRows(conversations, activeId, now, inScript)} script={inScript.script} />
        </ul>
      )}
      <Pagination
        label={t('Stranice konverzacija')}
        of={conversations}
        hrefFor={(page) => href(messagesHref({ to: activeId, page }))}
        className="mb-2"
      />
    </>
  );
}

/** The page's conversations as their rows show them, in the page's script. */
function conversationRows(
  conversations: Page<Conversation>,
  activeId: string | null,
  now: Date,
  { script, t, href }: PageScript,
): ConversationRow[] {
  const messageText = storedTextIn(script);
  return conversations.items.map(({ partner, lastMessageAt, lastMessageMine, lastMessageText, unread }) => ({
    partnerId: partner.id,
    href: href(messagesHref({ to: partner.id, page: conversations.page })),
    current: partner.id === activeId,
    name: t(partner.fullName),
    picture: partner.profileImage,
    at: lastMessageAt.toISOString(),
    time: t(formatConversationTime(lastMessageAt, now)),
    memberType: t(memberTypeLabel(partner.memberType)),
    preview: `${lastMessageMine ? t('Vi: ') : ''}${messageText(lastMessageText)}`,
    unread,
    unreadLabel: unread > 0 ? t(formatCount(unread, COUNTED.unreadMessage)) : '',
  }));
}

/** The open conversation's header: who, and block or unblock. */
export async function ThreadHeader({ partner, iBlocked }: { partner: ChatPartner; iBlocked: boolean }) {
  const { script, t } = await pageScript();
  const name = t(partner.fullName);
  return (
    <div className="flex items-center justify-between gap-3 border-b pb-3">
      <div className="flex min-w-0 items-center gap-3">
        <MemberAvatar name={name} src={partner.profileImage} size={40} script={script} />
        <div className="grid min-w-0">
          <h2 className="truncate font-semibold">{name}</h2>
          <p className="text-xs text-muted-foreground">{t(memberTypeLabel(partner.memberType))}</p>
        </div>
      </div>
      {iBlocked ? (
        <ActionButton
          action={unblockChatMember}
          fields={{ memberId: partner.id }}
          fallbackError={t(MESSAGE_TEXTS.blockFailed)}
        >
          {t('Deblokiraj')}
        </ActionButton>
      ) : (
        <ActionButton
          action={blockChatMember}
          fields={{ memberId: partner.id }}
          fallbackError={t(MESSAGE_TEXTS.blockFailed)}
          confirm={{
            title: t(`Blokirati člana ${partner.fullName}?`),
            description: t('Više vam neće moći slati poruke. Blokadu možete ukloniti kad god želite.'),
            confirmLabel: t('Blokiraj'),
          }}
          variant="ghost"
        >
          <BanIcon aria-hidden />
          {t('Blokiraj')}
        </ActionButton>
      )}
    </div>
  );
}
