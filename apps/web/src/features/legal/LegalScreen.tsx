import { Box, Card, Container, Link, Stack, Typography } from '@mui/material';
import { useConfig } from '../../shared/config/config.queries.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';

interface LegalScreenProps {
  document: 'terms' | 'privacy';
}

export default function LegalScreen({ document }: LegalScreenProps) {
  const { t } = useTranslation('legal');
  const { support_email: supportEmail } = useConfig();
  const content = t(document, { supportEmail });

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Stack sx={{ gap: 1, mb: 4 }}>
        <Typography variant="overline" color="primary">
          {t('overline')}
        </Typography>
        <Typography variant="h1">{content.title}</Typography>
        <Typography color="text.secondary">{content.updated}</Typography>
      </Stack>
      <Card sx={{ p: { xs: 2.5, md: 5 } }}>
        <Typography sx={{ mb: 3, fontSize: '1.05rem' }}>{content.intro}</Typography>
        <Stack component="ol" sx={{ gap: 3.5, p: 0, m: 0, listStyle: 'none', counterReset: 'section' }}>
          {content.sections.map((section) => (
            <Box component="li" key={section.heading} sx={{ counterIncrement: 'section' }}>
              <Typography
                variant="h5"
                component="h2"
                sx={{ mb: 1.25, '&::before': { content: 'counter(section) ". "', color: 'primary.main' } }}
              >
                {section.heading}
              </Typography>
              <Stack sx={{ gap: 1.25 }}>
                {section.paragraphs.map((paragraph) => (
                  <Typography key={paragraph} color="text.secondary" sx={{ lineHeight: 1.7 }}>
                    {paragraph}
                  </Typography>
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
        <Typography sx={{ mt: 4 }}>
          {t('contact')}{' '}
          <Link href={`mailto:${supportEmail}`} underline="always">
            {supportEmail}
          </Link>
        </Typography>
      </Card>
    </Container>
  );
}
