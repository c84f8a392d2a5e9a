import type { SVGProps } from 'react';

import { ICON_SPRITE_URL } from './icon-sprite';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;
export type IconComponent = (props: IconProps) => React.JSX.Element;

/**
 * An icon drawn from the shared sprite (public/icons.svg, written by scripts/build-icons.mjs from
 * the list below): a few bytes of markup and RSC payload instead of its paths, no JavaScript, and
 * usable from server and client components alike. Decorative unless it gets an `aria-label`.
 * `.icon` (app/globals.css) gives it lucide's default 24 px; a size utility in `className` wins.
 */
function icon(id: string): IconComponent {
  function Icon({ className, ...props }: IconProps) {
    const labelled = props['aria-label'] !== undefined;
    return (
      <svg
        className={className ? `icon ${className}` : 'icon'}
        {...(labelled ? { role: 'img' } : { 'aria-hidden': true })}
        {...props}
      >
        <use href={`${ICON_SPRITE_URL}#${id}`} />
      </svg>
    );
  }
  return Icon;
}

export const AlertCircleIcon = icon('alert-circle');
export const ArchiveIcon = icon('archive');
export const ArrowLeftIcon = icon('arrow-left');
export const ArrowRightIcon = icon('arrow-right');
export const ArrowUpIcon = icon('arrow-up');
export const ArrowUpRightIcon = icon('arrow-up-right');
export const BanIcon = icon('ban');
export const BanknoteIcon = icon('banknote');
export const BoldIcon = icon('bold');
export const BookOpenIcon = icon('book-open');
export const BriefcaseIcon = icon('briefcase');
export const CalendarDaysIcon = icon('calendar-days');
export const CalendarIcon = icon('calendar');
export const CalendarPlusIcon = icon('calendar-plus');
export const CheckCircle2Icon = icon('check-circle-2');
export const CheckIcon = icon('check');
export const ChevronDownIcon = icon('chevron-down');
export const ChevronLeftIcon = icon('chevron-left');
export const ChevronRightIcon = icon('chevron-right');
export const ClockIcon = icon('clock');
export const CodeIcon = icon('code');
export const CoffeeIcon = icon('coffee');
export const CompassIcon = icon('compass');
export const DownloadIcon = icon('download');
export const ExternalLinkIcon = icon('external-link');
export const EyeIcon = icon('eye');
export const EyeOffIcon = icon('eye-off');
export const FacebookIcon = icon('facebook');
export const FileQuestionIcon = icon('file-question');
export const FileTextIcon = icon('file-text');
export const FlagIcon = icon('flag');
export const FolderOpenIcon = icon('folder-open');
export const GiftIcon = icon('gift');
export const GraduationCapIcon = icon('graduation-cap');
export const HandshakeIcon = icon('handshake');
export const HeartHandshakeIcon = icon('heart-handshake');
export const HomeIcon = icon('home');
export const ImageOffIcon = icon('image-off');
export const InboxIcon = icon('inbox');
export const InstagramIcon = icon('instagram');
export const ItalicIcon = icon('italic');
export const KeyRoundIcon = icon('key-round');
export const LayoutDashboardIcon = icon('layout-dashboard');
export const LibraryIcon = icon('library');
export const LightbulbIcon = icon('lightbulb');
export const LinkIcon = icon('link');
export const LinkedinIcon = icon('linkedin');
export const LockIcon = icon('lock');
export const LogOutIcon = icon('log-out');
export const MailIcon = icon('mail');
export const MapPinIcon = icon('map-pin');
export const MegaphoneIcon = icon('megaphone');
export const MenuIcon = icon('menu');
export const MessageCircleIcon = icon('message-circle');
export const MessageCircleQuestionIcon = icon('message-circle-question');
export const MessageSquareIcon = icon('message-square');
export const MessagesSquareIcon = icon('messages-square');
export const MonitorIcon = icon('monitor');
export const MoonIcon = icon('moon');
export const NewspaperIcon = icon('newspaper');
export const PaletteIcon = icon('palette');
export const PartyPopperIcon = icon('party-popper');
export const PauseIcon = icon('pause');
export const PencilIcon = icon('pencil');
export const PlayIcon = icon('play');
export const PlusIcon = icon('plus');
export const PresentationIcon = icon('presentation');
export const QuoteIcon = icon('quote');
export const RefreshCwIcon = icon('refresh-cw');
export const RotateCcwIcon = icon('rotate-ccw');
export const SearchIcon = icon('search');
export const SearchXIcon = icon('search-x');
export const SendIcon = icon('send');
export const ShieldAlertIcon = icon('shield-alert');
export const ShieldCheckIcon = icon('shield-check');
export const SparklesIcon = icon('sparkles');
export const SproutIcon = icon('sprout');
export const StarIcon = icon('star');
export const SunIcon = icon('sun');
export const TagIcon = icon('tag');
export const Trash2Icon = icon('trash-2');
export const TrendingUpIcon = icon('trending-up');
export const TriangleAlertIcon = icon('triangle-alert');
export const UserCheckIcon = icon('user-check');
export const UserIcon = icon('user');
export const UserPlusIcon = icon('user-plus');
export const UsersIcon = icon('users');
export const UsersRoundIcon = icon('users-round');
export const VideoIcon = icon('video');
export const XCircleIcon = icon('xcircle');
export const XIcon = icon('x');
export const XTwitterIcon = icon('xtwitter');
