export { MembersLoading as default } from '@/components/members/members-loading';
