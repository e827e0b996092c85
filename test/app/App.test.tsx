import { screen, within } from '@testing-library/react';
import { App } from '../../src/app/App';
import { profileLinks } from '../../src/components/profileLinks';
import { about, entries, profile, projects, words } from '../../src/content';
import { generatedFiles } from '../../src/lib/generatedFiles';
import { renderWithProviders } from '../support/renderWithProviders';
import { fillIn } from '../../src/i18n/words';

describe('the page', () => {
  it('has one h1 with the name and the sections in the order of the spec', async () => {
    await renderWithProviders(<App />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(profile.name);
    const sections = within(screen.getByRole('main')).getAllByRole('region');
    expect(sections.map((section) => section.getAttribute('aria-labelledby'))).toEqual([
      'about-heading',
      'experience-heading',
      'awards-heading',
      'education-heading',
      'projects-heading',
    ]);
    expect(screen.getByRole('region', { name: words.aboutTitle })).toBeInTheDocument();
  });

  it('lists every skill group and every experience entry', async () => {
    await renderWithProviders(<App />);
    const aboutSection = screen.getByRole('region', { name: words.aboutTitle });
    for (const group of about.skillGroups) {
      expect(within(aboutSection).getByRole('list', { name: group.name })).toBeInTheDocument();
    }
    const experienceSection = screen.getByRole('region', { name: words.experienceTitle });
    expect(within(experienceSection).getAllByRole('heading', { level: 3 })).toHaveLength(
      entries.experience.length,
    );
  });

  it('offers the resume, the profiles and the contact button in the profile panel', async () => {
    await renderWithProviders(<App />);
    const panel = screen.getByRole('banner');
    expect(within(panel).getByRole('link', { name: /resume/i })).toHaveAttribute(
      'href',
      generatedFiles.resumePdf,
    );
    const links = profileLinks(profile, ['codeHosting', 'professionalNetwork', 'videoChannel']);
    for (const link of links) {
      expect(within(panel).getByRole('link', { name: link.label })).toHaveAttribute(
        'href',
        link.href,
      );
    }
    expect(within(panel).getByRole('heading', { name: words.workTogether })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: words.getInTouch })).toBeInTheDocument();
  });

  it('without EmailJS settings: makes "Get in Touch" a mailto: link, with no dialog to open', async () => {
    const settings = EMAILJS_SETTINGS;
    Object.assign(globalThis, { EMAILJS_SETTINGS: null });
    try {
      await renderWithProviders(<App />);
      const panel = screen.getByRole('banner');
      expect(within(panel).getByRole('link', { name: words.getInTouch })).toHaveAttribute(
        'href',
        `mailto:${profile.email}`,
      );
      expect(screen.queryByRole('button', { name: words.getInTouch })).not.toBeInTheDocument();
    } finally {
      Object.assign(globalThis, { EMAILJS_SETTINGS: settings });
    }
  });

  it('has a footer with the brand, profile links, a mailto link and the current year', async () => {
    await renderWithProviders(<App />);
    const footer = screen.getByRole('contentinfo');
    expect(footer.querySelector('.footer__brand')).toHaveTextContent(profile.name);
    expect(
      within(footer).getByRole('link', {
        name: fillIn(words.emailOwner, { email: profile.email }),
      }),
    ).toHaveAttribute('href', `mailto:${profile.email}`);
    expect(footer).toHaveTextContent(
      fillIn(words.copyright, { year: new Date().getFullYear(), name: profile.name }),
    );
  });

  it('opens every new-tab link without giving the new page access to this one', async () => {
    await renderWithProviders(<App />);
    const newTabLinks = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('target') === '_blank');
    expect(newTabLinks.length).toBeGreaterThan(projects.length);
    for (const link of newTabLinks) expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
