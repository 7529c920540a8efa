import type { SocialKind, User } from '@here-and-there/contracts';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import FlightLandIcon from '@mui/icons-material/FlightLand';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import XIcon from '@mui/icons-material/X';
import { Avatar, alpha, Box, Button, ButtonBase, Card, Container, Stack, Typography } from '@mui/material';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { routes } from '../../../app/routing/route-paths.ts';
import { brand } from '../../../app/theme/theme.ts';
import { useDialogs } from '../../../shared/dialogs/use-dialogs.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { socialLinksOf, travellingTo, webLink } from '../profile-details.ts';
import { subscriberSignupLink } from '../profile-link.ts';
import { BookMeetingButton } from './BookMeetingButton.tsx';
import { MemberTrips } from './MemberTrips.tsx';
import { connectionControlsHeight, coverHeight, pictureOverlap, pictureSize } from './profile-layout.ts';

// Only signed-in members see them, so visitors of a public profile never download them.
const ConnectionControls = lazy(() => import('../../connections/components/ConnectionControls.tsx'));

/** Who is looking: the member themselves, another signed-in member, or a visitor who is not signed in. */
export type Viewer = 'own' | 'member' | 'visitor';

const socialIcons: Record<SocialKind, typeof LinkedInIcon> = {
  linkedin: LinkedInIcon,
  twitter: XIcon,
  instagram: InstagramIcon,
};

interface ProfileViewProps {
  user: User;
  viewer: Viewer;
  /** Another member's profile once the session is known: the connection controls show. */
  canConnect?: boolean;
}

export function ProfileView({ user, viewer, canConnect = false }: ProfileViewProps) {
  const { t } = useTranslation('users');
  // SPEC §2: visitors never see the bio, whatever a response might carry.
  const bio = viewer === 'visitor' ? null : user.bio?.trim() || null;
  // Other members book a meeting from the connection controls, which know when it is allowed.
  const meetingLink = canConnect ? null : webLink(user.book_meeting_link);
  const contact = <ContactCard user={user} meetingLink={meetingLink} />;
  const hasContact = !!user.email || !!user.phone || !!meetingLink || socialLinksOf(user).length > 0;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 5 } }}>
      <Card>
        <Box
          aria-hidden
          sx={{
            height: coverHeight,
            background: `linear-gradient(120deg, ${alpha(brand.teal, 0.55)}, ${alpha(brand.tealDeep, 0.3)} 50%, ${alpha(brand.coral, 0.45)})`,
          }}
        />
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          sx={{
            px: { xs: 2.5, md: 4 },
            pb: { xs: 3, md: 4 },
            gap: { xs: 1.5, md: 3 },
            alignItems: { xs: 'center', md: 'flex-start' },
          }}
        >
          <ProfilePicture user={user} />
          <Identity user={user} isVisitor={viewer === 'visitor'} />
          {viewer === 'own' && (
            <Button
              component={RouterLink}
              to={routes.accountSettings}
              variant="outlined"
              startIcon={<SettingsOutlinedIcon />}
              sx={{ mt: { md: 2.5 }, flexShrink: 0 }}
            >
              {t('profile.settings')}
            </Button>
          )}
        </Stack>
        {viewer === 'visitor' && <SubscribePitch user={user} />}
        {canConnect && (
          <Suspense
            fallback={
              <Box sx={{ height: connectionControlsHeight, borderTop: 1, borderColor: 'divider' }} aria-hidden />
            }
          >
            <ConnectionControls user={user} />
          </Suspense>
        )}
      </Card>

      {bio || hasContact ? (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: bio && hasContact ? '3fr 2fr' : '1fr' },
            gap: 2,
            mt: 2,
            alignItems: 'start',
          }}
        >
          {bio && (
            <Section title={t('profile.about')}>
              <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{bio}</Typography>
            </Section>
          )}
          {hasContact && contact}
        </Box>
      ) : (
        <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 4, px: 2 }}>
          {viewer === 'own' ? t('profile.ownNothingShared') : t('profile.nothingShared', { name: user.first_name })}
        </Typography>
      )}
      {/* Visitors see no trips at all (DESIGN §5: nobody may learn when a home is empty). */}
      {viewer !== 'visitor' && <MemberTrips user={user} />}
    </Container>
  );
}

function ProfilePicture({ user }: { user: User }) {
  const { t } = useTranslation('users');
  const { openDialog } = useDialogs();
  const picture = user.profile_picture?.['500'];
  const initials = `${user.first_name.charAt(0)}${user.last_name?.charAt(0) ?? ''}`.toUpperCase();
  const avatar = (
    <Avatar
      src={picture}
      alt={picture ? t('profile.pictureAlt', { name: user.display_name }) : undefined}
      sx={{
        width: pictureSize,
        height: pictureSize,
        fontSize: { xs: 48, md: 56 },
        fontWeight: 500,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        border: 4,
        borderColor: 'background.paper',
      }}
    >
      {initials}
    </Avatar>
  );
  const placement = { mt: pictureOverlap, flexShrink: 0, borderRadius: '50%' };
  if (!picture) return <Box sx={placement}>{avatar}</Box>;
  return (
    <ButtonBase
      onClick={() => openDialog('view-picture')}
      aria-label={t('profile.viewPicture', { name: user.display_name })}
      sx={{ ...placement, '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 } }}
    >
      {avatar}
    </ButtonBase>
  );
}

function Identity({ user, isVisitor }: { user: User; isVisitor: boolean }) {
  const { t } = useTranslation('users');
  const work =
    user.position && user.company
      ? t('profile.positionAtCompany', { position: user.position, company: user.company })
      : (user.position ?? user.company);
  // DESIGN §5: a visitor must not learn that someone is away from home.
  const elsewhere = isVisitor ? null : travellingTo(user);
  return (
    <Stack
      sx={{
        flex: 1,
        minWidth: 0,
        pt: { md: 2.5 },
        gap: 0.5,
        alignItems: { xs: 'center', md: 'flex-start' },
        textAlign: { xs: 'center', md: 'left' },
      }}
    >
      <Typography variant="h3" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {user.display_name}
      </Typography>
      {user.username && (
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          @{user.username}
        </Typography>
      )}
      {work && <Typography sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>{work}</Typography>}
      {(user.base_location || elsewhere) && (
        <Stack
          direction="row"
          sx={{
            mt: 1,
            gap: 1,
            flexWrap: 'wrap',
            justifyContent: { xs: 'center', md: 'flex-start' },
          }}
        >
          {user.base_location && (
            <Pill icon={<HomeOutlinedIcon />} label={t('profile.livesIn', { city: user.base_location.title })} />
          )}
          {elsewhere && (
            <Pill icon={<FlightLandIcon />} label={t('profile.nowIn', { city: elsewhere.title })} isHighlighted />
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** A place as a small outlined pill; drawn here rather than with Chip to keep the public page light. */
function Pill({ icon, label, isHighlighted = false }: { icon: ReactNode; label: string; isHighlighted?: boolean }) {
  return (
    <Stack
      direction="row"
      sx={{
        alignItems: 'center',
        gap: 0.75,
        px: 1.5,
        py: 0.5,
        borderRadius: 99,
        border: 1,
        borderColor: isHighlighted ? alpha(brand.teal, 0.6) : 'divider',
        color: isHighlighted ? 'primary.main' : 'text.primary',
        '& svg': { fontSize: 18 },
      }}
    >
      {icon}
      <Typography variant="body2" component="span">
        {label}
      </Typography>
    </Stack>
  );
}

function SubscribePitch({ user }: { user: User }) {
  const { t } = useTranslation('users');
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      sx={{
        gap: { xs: 2, md: 4 },
        alignItems: { xs: 'stretch', md: 'center' },
        px: { xs: 2.5, md: 4 },
        py: 3,
        borderTop: 1,
        borderColor: 'divider',
        background: `linear-gradient(120deg, ${alpha(brand.coral, 0.1)}, ${alpha(brand.teal, 0.05)})`,
      }}
    >
      <Stack sx={{ gap: 0.5, flex: 1 }}>
        <Typography>{t('profile.subscribeLead', { name: user.first_name })}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('profile.subscribeNote')}
        </Typography>
      </Stack>
      <Button
        component={RouterLink}
        to={subscriberSignupLink(user)}
        variant="contained"
        color="secondary"
        size="large"
        startIcon={<NotificationsActiveOutlinedIcon />}
        sx={{ flexShrink: 0 }}
      >
        {t('profile.subscribe', { name: user.first_name })}
      </Button>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" sx={{ p: { xs: 2.5, md: 3 } }}>
      <Typography variant="overline" component="h2" color="text.secondary" sx={{ display: 'block', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Card>
  );
}

function ContactCard({ user, meetingLink }: { user: User; meetingLink: string | null }) {
  const { t } = useTranslation('users');
  const socialLinks = socialLinksOf(user);
  const rows = [
    user.email && {
      key: 'email',
      icon: <EmailOutlinedIcon />,
      label: t('profile.email'),
      value: user.email,
      href: `mailto:${user.email}`,
    },
    user.phone && {
      key: 'phone',
      icon: <PhoneOutlinedIcon />,
      label: t('profile.phone'),
      value: user.phone,
      href: `tel:${user.phone.replace(/[^\d+]/g, '')}`,
    },
  ].filter((row) => !!row);

  return (
    <Section title={t('profile.contact')}>
      {rows.length > 0 && (
        <Stack component="ul" sx={{ gap: 1.5, m: 0, p: 0, listStyle: 'none' }}>
          {rows.map((row) => (
            <Stack component="li" key={row.key} direction="row" sx={{ gap: 2, alignItems: 'center' }}>
              <Box sx={{ color: 'primary.main', display: 'flex' }}>{row.icon}</Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography
                  component="a"
                  href={row.href}
                  sx={{
                    color: 'primary.main',
                    textDecoration: 'none',
                    overflowWrap: 'anywhere',
                    '&:hover': { textDecoration: 'underline' },
                  }}
                >
                  {row.value}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {row.label}
                </Typography>
              </Box>
            </Stack>
          ))}
        </Stack>
      )}
      {(meetingLink || socialLinks.length > 0) && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: rows.length ? 2.5 : 0 }}>
          {meetingLink && <BookMeetingButton href={meetingLink} label={t('profile.bookMeeting')} />}
          {socialLinks.map(({ kind, url }) => {
            const Icon = socialIcons[kind];
            const network = t(`profile.networks.${kind}`);
            return (
              <Button
                key={kind}
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                variant="outlined"
                color="inherit"
                startIcon={<Icon />}
                aria-label={t('profile.socialOn', { name: user.first_name, network })}
                sx={{ borderColor: 'divider' }}
              >
                {network}
              </Button>
            );
          })}
        </Stack>
      )}
    </Section>
  );
}
