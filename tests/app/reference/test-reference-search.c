/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 *
 * The rules reference's search in one language finds a topic from the
 * words of that language's rules source: the Dutch rulebook, the Spanish
 * summary, the Italian translation of the FAQ. Players search with the
 * book's words, oddities included ("Huurmoordenaars", "Een Edelman's
 * uitdaging", "Corbatas"), so each of 30 such queries per language must
 * bring its topic among the first five results (what the list shows without scrolling).
 *
 * Usage: test-reference-search LANGUAGE (nl, es or it); the catalogues are
 * the build's, or those under SQUIRE_TEST_LOCALEDIR when it is set.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "sq-application.h"
#include "sq-reference.h"

/* how far down the list a player still sees the topic */
#define MAX_RANK 5

typedef struct {
  const char *query;   /* a term as the rules source writes it */
  const char *topic;   /* the topic that explains it */
} Query;

/* the rulebook ("Schaduwen over Kamelot") */
static const Query dutch[] = {
  { "Ridderkaart", "power.overview" },
  { "Blijde", "camelot.siege" },
  { "Heldendaad", "heroic.overview" },
  { "Voortgang des Kwaads", "turn.overview" },
  { "Huurmoordenaars", "black.warriors" },
  { "Een Edelman's uitdaging", "variant.squires-challenge" },
  { "Lady of the Lake", "white.lady-of-the-lake" },
  { "Mist of Avalon", "black.mists-of-avalon" },
  { "getrouwheidskaart", "setup.loyalty" },
  { "Gevechtskaart", "white.fight-grail" },
  { "Merlijnkaart", "white.merlin" },
  { "Oproep", "white.convocation" },
  { "Vertrouwen", "white.fate" },
  { "Heldhaftigheid", "white.heroism" },
  { "Boodschapper", "white.messenger" },
  { "Vroomheid", "white.piety" },
  { "Versterking", "white.reinforcements" },
  { "Helderziendheid", "white.clairvoyance" },
  { "Duistere Bos", "black.dark-forest" },
  { "Verwoesting", "black.desolation" },
  { "Wanhoopskaart", "black.despair" },
  { "8-dobbelsteen", "camelot.d8" },
  { "Gelijkstanden", "end.ties" },
  { "Speleinde", "end.game-over" },
  { "aflegstapel", "cards.decks" },
  { "Drie Koene Ridders", "variant.three-players" },
  { "De Verrader onder ons", "variant.traitor-among-us" },
  { "Lancelot's Harnas", "relic.armor" },
  { "Een nieuwe medespeler tijdens het spel", "variant.new-player" },
  { "Het spel vroegtijdig verlaten", "variant.leaving" },
};

/* the rules summary ("Reglas del juego") */
static const Query spanish[] = {
  { "máquina de asedio", "camelot.siege" },
  { "motores de asedio", "camelot.siege" },
  { "acción heroica", "heroic.overview" },
  { "Progresión del Mal", "turn.overview" },
  { "carta de Lealtad", "setup.loyalty" },
  { "tarjetas de fidelidad", "setup.loyalty" },
  { "escudo de armas", "power.overview" },
  { "puntos de vida", "life.points" },
  { "dado especial de 8 caras", "camelot.d8" },
  { "carta negra estándar", "black.overview" },
  { "carta blanca especial", "white.overview" },
  { "Curarte a ti mismo", "heroic.heal" },
  { "Hacer una acusación", "heroic.accuse" },
  { "Poder Especial", "power.overview" },
  { "Corbatas", "end.ties" },
  { "empates", "end.ties" },
  { "Fin del juego", "end.game-over" },
  { "pila de descarte", "cards.decks" },
  { "pila de robo", "cards.decks" },
  { "Libro de Misiones", "setup.components" },
  { "Manifiesto de cartas", "cards.manifest" },
  { "carta de Lucha", "white.fight-grail" },
  { "Bosque Oscuro", "black.dark-forest" },
  { "Desolación", "black.desolation" },
  { "Desesperación", "black.despair" },
  { "Mercenarios", "black.warriors" },
  { "Búsqueda del Grial", "quest.grail" },
  { "torneo contra el Caballero Negro", "quest.black-knight" },
  { "Guerra Picta", "quest.wars" },
  { "misión en solitario", "quest.solo" },
};

/* the FAQ in Italian */
static const Query italian[] = {
  { "catapulta", "camelot.siege" },
  { "Azione Eroica", "heroic.overview" },
  { "progressione del male", "turn.overview" },
  { "progresso del male", "turn.overview" },
  { "carta Loyalty", "setup.loyalty" },
  { "Punti Vita", "life.points" },
  { "Punti Ferita", "life.points" },
  { "Carta Bianca Speciale", "white.overview" },
  { "Carta Nera Standard", "black.overview" },
  { "Curarsi le ferite", "heroic.heal" },
  { "Accusare", "heroic.accuse" },
  { "Abilità Speciale", "power.overview" },
  { "pila degli scarti", "cards.decks" },
  { "Quest in Solitario", "quest.solo" },
  { "Quest di combattimento", "quest.kinds" },
  { "Fine della Partita", "end.game-over" },
  { "carta Fight", "white.fight-grail" },
  { "Merlino", "white.merlin" },
  { "Convocation", "white.convocation" },
  { "Fate", "white.fate" },
  { "Heroism", "white.heroism" },
  { "Lady of the Lake", "white.lady-of-the-lake" },
  { "Reinforcement", "white.reinforcements" },
  { "Dark Forest", "black.dark-forest" },
  { "Despair", "black.despair" },
  { "Morgan", "black.morgan" },
  { "Armatura di Lancillotto", "relic.armor" },
  { "Quest del Cavaliere Nero", "quest.black-knight" },
  { "Traditore Smascherato", "traitor.unmasked" },
  { "Partite con 3 Giocatori", "variant.three-players" },
};

static const Query *queries;
static guint n_queries;

/* The rank of @id among the results of @query, from 1; 0 if absent */
static guint
rank_of (const char *query,
         const char *id,
         char      **first)
{
  g_autoptr(GListModel) results = sq_reference_search (sq_reference_get_default (), query);
  guint n = g_list_model_get_n_items (results);
  guint rank = 0;

  *first = NULL;
  for (guint i = 0; i < n && rank == 0; i++)
    {
      g_autoptr(SqReferenceTopic) topic = g_list_model_get_item (results, i);

      if (i == 0)
        *first = g_strdup (sq_reference_topic_get_id (topic));
      if (g_str_equal (sq_reference_topic_get_id (topic), id))
        rank = i + 1;
    }
  return rank;
}

static void
test_queries (void)
{
  guint failed = 0;

  g_assert_cmpuint (n_queries, ==, 30);
  for (guint i = 0; i < n_queries; i++)
    {
      g_autofree char *first = NULL;
      guint rank;

      g_assert_nonnull (sq_reference_lookup_topic (sq_reference_get_default (), queries[i].topic));
      rank = rank_of (queries[i].query, queries[i].topic, &first);
      if (rank == 0 || rank > MAX_RANK)
        {
          failed++;
          g_test_message ("\"%s\" should find %s; it is at %u, the first is %s",
                          queries[i].query, queries[i].topic, rank,
                          first != NULL ? first : "nothing");
        }
    }
  g_assert_cmpuint (failed, ==, 0);
}

/* The queries are the catalogue's work: in English, most find nothing */
static void
test_not_english (void)
{
  g_assert_cmpstr (sq_reference_topic_get_title (sq_reference_lookup_topic (sq_reference_get_default (),
                                                                           "basics.goal")),
                   !=, "The Goal of the Game");
}

int
main (int   argc,
      char *argv[])
{
  const char *localedir;
  const char *language;

  g_test_init (&argc, &argv, NULL);
  if (argc != 2)
    g_error ("usage: %s LANGUAGE", argv[0]);
  language = argv[1];

  if (g_str_equal (language, "nl"))
    queries = dutch, n_queries = G_N_ELEMENTS (dutch);
  else if (g_str_equal (language, "es"))
    queries = spanish, n_queries = G_N_ELEMENTS (spanish);
  else if (g_str_equal (language, "it"))
    queries = italian, n_queries = G_N_ELEMENTS (italian);
  else
    g_error ("no queries for %s", language);

  localedir = g_getenv ("SQUIRE_TEST_LOCALEDIR");
  if (localedir == NULL)
    localedir = SQ_BUILD_LOCALEDIR;
  sq_application_set_up_locale (language, localedir);

  g_test_add_func ("/reference-search/translated", test_not_english);
  g_test_add_func ("/reference-search/rules-source-terms", test_queries);

  return g_test_run ();
}
