'use client';
/** A film page's member section, loaded (`next/dynamic`) only by the film pages, with the provider's calls it makes. */
import dynamic from 'next/dynamic';

export const FilmMember = dynamic(() => import('./FilmMember').then((module) => module.FilmMember));
