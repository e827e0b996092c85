/** The profile panel's slots, in the order it shows them. */
export const profileSlots = [
  'codeHosting',
  'professionalNetwork',
  'videoChannel',
  'otherProfiles',
] as const;
export type ProfileSlot = (typeof profileSlots)[number];

/**
 * The networks the site knows a profile link by: the slot a profile of it fills (on import from
 * a JSON Resume), the name it is exported under, the hosts of its web addresses (a subdomain
 * counts), its mark (drawn by src/buildtime/pages/networkMarks.ts; a network without one shows the
 * slot's icon) and, where there is one, how an address is made from a username. Read at build
 * time only: the page gets each link's mark with the content.
 */
export const profileNetworks = [
  {
    name: 'GitHub',
    slot: 'codeHosting',
    hosts: ['github.com'],
    mark: 'github',
    userUrl: 'https://github.com/',
  },
  {
    name: 'GitLab',
    slot: 'codeHosting',
    hosts: ['gitlab.com'],
    mark: 'gitlab',
    userUrl: 'https://gitlab.com/',
  },
  {
    name: 'Codeberg',
    slot: 'codeHosting',
    hosts: ['codeberg.org'],
    mark: 'codeberg',
    userUrl: 'https://codeberg.org/',
  },
  {
    name: 'Bitbucket',
    slot: 'codeHosting',
    hosts: ['bitbucket.org'],
    mark: 'bitbucket',
    userUrl: 'https://bitbucket.org/',
  },
  {
    name: 'LinkedIn',
    slot: 'professionalNetwork',
    hosts: ['linkedin.com'],
    mark: 'linkedin',
    userUrl: 'https://www.linkedin.com/in/',
  },
  {
    name: 'YouTube',
    slot: 'videoChannel',
    hosts: ['youtube.com', 'youtu.be'],
    mark: 'youtube',
    userUrl: 'https://www.youtube.com/@',
  },
  {
    name: 'Vimeo',
    slot: 'videoChannel',
    hosts: ['vimeo.com'],
    mark: 'vimeo',
    userUrl: 'https://vimeo.com/',
  },
  {
    name: 'X',
    slot: 'otherProfiles',
    hosts: ['x.com', 'twitter.com'],
    mark: 'x',
    userUrl: 'https://x.com/',
  },
  {
    name: 'Bluesky',
    slot: 'otherProfiles',
    hosts: ['bsky.app'],
    mark: 'bluesky',
    userUrl: 'https://bsky.app/profile/',
  },
  {
    name: 'Hugging Face',
    slot: 'otherProfiles',
    hosts: ['huggingface.co'],
    mark: 'huggingface',
    userUrl: 'https://huggingface.co/',
  },
  {
    name: 'Kaggle',
    slot: 'otherProfiles',
    hosts: ['kaggle.com'],
    mark: 'kaggle',
    userUrl: 'https://www.kaggle.com/',
  },
  {
    name: 'Medium',
    slot: 'otherProfiles',
    hosts: ['medium.com'],
    mark: 'medium',
    userUrl: 'https://medium.com/@',
  },
  {
    name: 'DEV',
    slot: 'otherProfiles',
    hosts: ['dev.to'],
    mark: 'devdotto',
    userUrl: 'https://dev.to/',
  },
  {
    name: 'Stack Overflow',
    slot: 'otherProfiles',
    hosts: ['stackoverflow.com'],
    mark: 'stackoverflow',
  },
] as const satisfies readonly {
  name: string;
  slot: ProfileSlot;
  hosts: readonly string[];
  mark: string;
  userUrl?: string;
}[];

export type ProfileNetwork = (typeof profileNetworks)[number];
export type NetworkMark = ProfileNetwork['mark'];

/** The network a web address belongs to, by its host or a subdomain of it. */
export function networkOf(href: string): ProfileNetwork | undefined {
  let host: string;
  try {
    host = new URL(href).hostname;
  } catch {
    return undefined;
  }
  return profileNetworks.find(({ hosts }) =>
    hosts.some((known) => host === known || host.endsWith(`.${known}`)),
  );
}

/** The network of this name, as a JSON Resume's `basics.profiles[].network` writes it. */
export const networkNamed = (name: string | undefined): ProfileNetwork | undefined => {
  const wanted = name?.replace(/\s+/g, '').toLowerCase();
  return profileNetworks.find(
    (network) => network.name.replace(/\s+/g, '').toLowerCase() === wanted,
  );
};

/** A profile's address from its username, on a network that makes one from it. */
export const profileUrlOf = (network: ProfileNetwork, username: string): string | undefined =>
  'userUrl' in network ? `${network.userUrl}${username}` : undefined;

/** The username in a profile's address, when it is the network's address for a username. */
export function usernameIn(network: ProfileNetwork, href: string): string | undefined {
  if (!('userUrl' in network) || !href.startsWith(network.userUrl)) return undefined;
  const handle = href.slice(network.userUrl.length).replace(/\/$/, '');
  return /^[^/?#]+$/.test(handle) ? handle : undefined;
}

/** The id of a network's mark in the page's sprite. */
export const markId = (mark: NetworkMark) => `mark-${mark}`;
