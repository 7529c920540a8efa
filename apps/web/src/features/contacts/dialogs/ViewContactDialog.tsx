import type { Contact } from '@here-and-there/contracts';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import NotesOutlinedIcon from '@mui/icons-material/NotesOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import SmartphoneOutlinedIcon from '@mui/icons-material/SmartphoneOutlined';
import SmsOutlinedIcon from '@mui/icons-material/SmsOutlined';
import { Box, Button, Card, Link, Stack, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { routes } from '../../../app/routing/route-paths.ts';
import type { DialogComponentProps } from '../../../shared/dialogs/dialogs.ts';
import { dateTimeFormat } from '../../../shared/i18n/intl-formats.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ActionRow } from '../../../shared/ui/ActionRow.tsx';
import { BottomSheet } from '../../../shared/ui/BottomSheet.tsx';
import { MemberAvatar } from '../../../shared/ui/MemberAvatar.tsx';
import { ContactLoadState } from '../components/ContactLoadState.tsx';
import { ContactTags } from '../components/ContactTags.tsx';
import { useContactDialogs } from '../contact-dialogs.ts';
import { canInviteByText } from '../contact-rules.ts';
import { useContact, useDeleteContact, useInviteBySms } from '../contacts.queries.ts';

/** The contact named by `?contact=`: how to reach them, and what the member can do with them. */
export default function ViewContactDialog({ open }: DialogComponentProps) {
  const { t } = useTranslation('contacts');
  const { contactId, closeContactDialog } = useContactDialogs();
  const contact = useContact(contactId);
  const close = () => closeContactDialog('view-contact');
  return (
    <BottomSheet open={open} onClose={close} title={contact.data?.display_name ?? t('dialogs.view')}>
      {contact.data ? (
        <ContactDetails key={contact.data.id} contact={contact.data} onDeleted={close} />
      ) : (
        <ContactLoadState query={contact} contactId={contactId} />
      )}
    </BottomSheet>
  );
}

interface Detail {
  icon: ReactNode;
  label: string;
  value: ReactNode;
}

function ContactDetails({ contact, onDeleted }: { contact: Contact; onDeleted: () => void }) {
  const { t, i18n } = useTranslation('contacts');
  const { openContactDialog } = useContactDialogs();
  const invite = useInviteBySms();
  const deleteContact = useDeleteContact();
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const member = contact.linked_user;
  const invitedOn =
    contact.invited_at && dateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(contact.invited_at));

  const candidates: (Detail | '' | null)[] = [
    contact.cel && { icon: <SmartphoneOutlinedIcon />, label: t('view.cel'), value: contact.cel },
    contact.tel && { icon: <PhoneOutlinedIcon />, label: t('view.tel'), value: contact.tel },
    contact.email && {
      icon: <EmailOutlinedIcon />,
      label: t('view.email'),
      value: <Link href={`mailto:${contact.email}`}>{contact.email}</Link>,
    },
    contact.location && { icon: <PlaceOutlinedIcon />, label: t('view.location'), value: contact.location.title },
    contact.address && { icon: <HomeOutlinedIcon />, label: t('view.address'), value: contact.address },
    contact.notes && {
      icon: <NotesOutlinedIcon />,
      label: t('view.notes'),
      value: <Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{contact.notes}</Box>,
    },
  ];
  const details = candidates.filter((detail): detail is Detail => !!detail);

  if (isConfirmingDelete) {
    return (
      <Stack sx={{ gap: 2, pt: 1 }} role="group" aria-labelledby="confirm-delete-contact">
        <Typography id="confirm-delete-contact" variant="h6" component="p">
          {t('view.confirmDelete', { name: contact.display_name })}
        </Typography>
        <Typography color="text.secondary">{t('view.confirmDeleteBody')}</Typography>
        <ActionRow>
          <Button color="inherit" size="large" onClick={() => setConfirmingDelete(false)} autoFocus>
            {t('view.cancel')}
          </Button>
          <Button
            variant="contained"
            color="error"
            size="large"
            loading={deleteContact.isPending}
            onClick={() => deleteContact.mutate(contact.id, { onSuccess: onDeleted })}
          >
            {t('view.delete')}
          </Button>
        </ActionRow>
      </Stack>
    );
  }

  return (
    <Stack sx={{ gap: 2.5, pt: 1 }}>
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
        <MemberAvatar
          firstName={contact.first_name}
          lastName={contact.last_name ?? ''}
          pictureUrl={contact.image?.['100']}
          size={72}
        />
        <Stack sx={{ gap: 0.75, minWidth: 0 }}>
          <ContactTags contact={contact} />
          {contact.external_id && (
            <Typography variant="body2" color="text.secondary">
              {t('view.imported')}
            </Typography>
          )}
          {invitedOn && !member && (
            <Typography variant="body2" color="text.secondary">
              {t('view.invitedOn', { date: invitedOn })}
            </Typography>
          )}
        </Stack>
      </Stack>

      {details.length > 0 && (
        <Stack component="dl" sx={{ m: 0, gap: 1.5 }}>
          {details.map(({ icon, label, value }) => (
            <Stack key={label} direction="row" sx={{ gap: 1.5, alignItems: 'flex-start' }}>
              <Box sx={{ color: 'text.secondary', display: 'flex', pt: 0.25 }} aria-hidden>
                {icon}
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography component="dt" variant="caption" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Box>
            </Stack>
          ))}
        </Stack>
      )}

      {member && (
        <Card sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <MemberAvatar
            firstName={member.first_name}
            lastName={member.last_name ?? ''}
            pictureUrl={member.profile_picture?.['100']}
            size={40}
          />
          <Typography sx={{ flex: 1, minWidth: 160 }}>{t('view.member', { name: member.display_name })}</Typography>
          <Button variant="outlined" component={RouterLink} to={routes.user(member.id)}>
            {t('view.viewProfile')}
          </Button>
        </Card>
      )}

      {canInviteByText(contact) && (
        <Card sx={{ p: 2 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('view.inviteHint', { name: contact.first_name })}
          </Typography>
          <Button
            variant="contained"
            startIcon={<SmsOutlinedIcon />}
            loading={invite.isPending}
            onClick={() => invite.mutate(contact.id)}
          >
            {contact.invited_at ? t('view.inviteAgain') : t('view.inviteByText')}
          </Button>
        </Card>
      )}

      <Stack direction="row" sx={{ gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button color="inherit" startIcon={<DeleteOutlineIcon />} onClick={() => setConfirmingDelete(true)}>
          {t('view.delete')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<EditOutlinedIcon />}
          onClick={() => openContactDialog('edit-contact', contact.id)}
        >
          {t('view.edit')}
        </Button>
      </Stack>
    </Stack>
  );
}
