/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { SiteFooter, type SiteFooterProps } from './SiteFooter';

const props: SiteFooterProps = {
  labels: {
    about: 'About us',
    media: 'Media',
    contacts: 'Contacts',
    baku: 'Baku office',
    nakhchivan: 'Nakhchivan office',
    phone: 'Phone',
    email: 'E-mail',
    sitemap: 'Site map',
    accessibility: 'Accessibility',
    map: { show: 'Show the map', title: 'Map', notice: 'Loaded on request.', open: 'Open map' },
    copyright: '© 2013 - 2021 Chamber of Accounts',
    social: 'Social networks',
    external: '(opens in a new tab)',
  },
  aboutLinks: [
    { href: '/en/page/sedr', label: 'Chairman' },
    { href: '/en/page/struktur', label: 'Structure' },
  ],
  mediaLinks: [{ href: '/en/xeberler', label: 'News' }],
  offices: [
    {
      name: 'Baku office',
      address: '1 Street, Baku',
      phone: '+994 (12) 555-01-02',
      email: 'a@x.az',
    },
    { name: 'Nakhchivan office', address: '2 Street', phone: '+994 36 555 01 03', email: 'n@x.az' },
  ],
  sitemapHref: '/en/page/saytin-xeritesi',
  accessibilityHref: '/en/elcatanliq',
  social: { facebook: 'https://www.facebook.com/demo.audit.chamber' },
};

describe('SiteFooter', () => {
  it('lists the social networks (the compact phone header leaves them out)', () => {
    render(<SiteFooter {...props} />);
    const list = screen.getByRole('list', { name: 'Social networks' });
    const link = within(list).getByRole('link', { name: 'Facebook (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("shows only the accounts that are set, each at the institution's own address", () => {
    render(
      <SiteFooter
        {...props}
        social={{
          facebook: 'https://www.facebook.com/demo.audit.chamber',
          x: undefined,
          youtube: ' ',
          instagram: 'https://www.instagram.com/demo.audit.chamber',
        }}
      />,
    );
    const list = screen.getByRole('list', { name: 'Social networks' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      'https://www.facebook.com/demo.audit.chamber',
      'https://www.instagram.com/demo.audit.chamber',
    ]);
    expect(within(list).queryByRole('link', { name: /^X\b/ })).toBeNull();
    expect(within(list).queryByRole('link', { name: /YouTube/ })).toBeNull();
  });

  it('shows no social list when no account is set', () => {
    render(<SiteFooter {...props} social={{ x: '' }} />);
    expect(screen.queryByRole('list', { name: 'Social networks' })).toBeNull();
  });

  it('renders the about and media columns as labelled navigation', () => {
    render(<SiteFooter {...props} />);
    const about = screen.getByRole('navigation', { name: 'About us' });
    expect(within(about).getByRole('link', { name: 'Structure' })).toHaveAttribute(
      'href',
      '/en/page/struktur',
    );
    const media = screen.getByRole('navigation', { name: 'Media' });
    expect(within(media).getByRole('link', { name: 'News' })).toHaveAttribute(
      'href',
      '/en/xeberler',
    );
  });

  it('renders each office as an address with tel: and mailto: links', () => {
    const { container } = render(<SiteFooter {...props} />);
    const addresses = container.querySelectorAll('address');
    expect(addresses).toHaveLength(2);
    const baku = within(addresses[0] as HTMLElement);
    expect(baku.getByText('Baku office')).toBeInTheDocument();
    expect(baku.getByRole('link', { name: '+994 (12) 555-01-02' })).toHaveAttribute(
      'href',
      'tel:+994125550102',
    );
    expect(baku.getByRole('link', { name: 'a@x.az' })).toHaveAttribute('href', 'mailto:a@x.az');
  });

  it('links the accessibility statement', () => {
    render(<SiteFooter {...props} />);
    expect(screen.getByRole('link', { name: 'Accessibility' })).toHaveAttribute(
      'href',
      '/en/elcatanliq',
    );
  });

  it('renders the map placeholder, the sitemap link and the copyright', () => {
    const { container } = render(<SiteFooter {...props} />);
    expect(container.querySelector('footer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show the map' })).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: 'Site map' })).toHaveAttribute(
      'href',
      '/en/page/saytin-xeritesi',
    );
    expect(screen.getByText('© 2013 - 2021 Chamber of Accounts')).toBeInTheDocument();
  });
});
