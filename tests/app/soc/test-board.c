/* SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Copyright 2026 The Squire developers
 */

#include "config.h"

#include <adwaita.h>

#include "sq-board.h"
#include "sq-camelot-view.h"
#include "sq-card-view.h"
#include "sq-cards.h"
#include "sq-knight-view.h"
#include "sq-quest-view.h"
#include "sq-river-view.h"
#include "sq-siege-view.h"
#include "sq-swords-view.h"
#include "sq-text.h"

#include "sq-board-games.h"
#include "sq-board-test.h"
#include "sq-ui-test.h"
#include "sq-ui-tree.h"
#include "sq-tooltip.h"

/* ------------------------------------------------------------- helpers */

/* The words the board holds, shown or hidden (a hidden widget must not
 * keep a secret either): texts, tooltips and accessible properties, not
 * the class names or icon names, which are identifiers ("traitor"). */
static void
collect_texts (GtkWidget *widget,
               GString   *out)
{
  static const GtkAccessibleProperty properties[] = {
    GTK_ACCESSIBLE_PROPERTY_LABEL,
    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
    GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT,
  };

  if (GTK_IS_LABEL (widget))
    g_string_append_printf (out, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  if (sq_tooltip_get_text (widget) != NULL)
    g_string_append_printf (out, "%s\n", sq_tooltip_get_text (widget));
  for (guint i = 0; i < G_N_ELEMENTS (properties); i++)
    {
      g_autofree char *value = dup_a11y (widget, properties[i]);

      if (value != NULL)
        g_string_append_printf (out, "%s\n", value);
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_texts (child, out);
}

/* Every board element a screen reader meets has a name, and every meter
 * a value, spoken and numeric. (GTK counts a value equal to the default,
 * 0 for the minimum and the value, as not set: those two are compared by
 * assert_a11y_value() instead.) No tooltip of the board, which changes
 * with the game, is set by GTK's own setter: it asks the display where
 * the pointer is at each change (sq-tooltip.c). */
static void
assert_named (GtkWidget *widget)
{
  GtkAccessible *accessible = GTK_ACCESSIBLE (widget);
  GType ours[] = {
    SQ_TYPE_BOARD, SQ_TYPE_CAMELOT_VIEW, SQ_TYPE_CARD_VIEW, SQ_TYPE_KNIGHT_VIEW,
    SQ_TYPE_QUEST_VIEW, SQ_TYPE_RIVER_VIEW, SQ_TYPE_SIEGE_VIEW, SQ_TYPE_SWORDS_VIEW,
  };

  if (gtk_widget_get_tooltip_text (widget) != NULL)
    g_error ("a %s with a tooltip set by GTK's setter", G_OBJECT_TYPE_NAME (widget));
  if (!gtk_widget_get_visible (widget))
    return;

  for (guint i = 0; i < G_N_ELEMENTS (ours); i++)
    if (G_TYPE_CHECK_INSTANCE_TYPE (widget, ours[i]) &&
        !gtk_test_accessible_has_property (accessible, GTK_ACCESSIBLE_PROPERTY_LABEL))
      g_error ("a %s without an accessible name", G_OBJECT_TYPE_NAME (widget));

  if (gtk_accessible_get_accessible_role (accessible) == GTK_ACCESSIBLE_ROLE_METER &&
      (!gtk_test_accessible_has_property (accessible, GTK_ACCESSIBLE_PROPERTY_LABEL) ||
       !gtk_test_accessible_has_property (accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_MAX) ||
       !gtk_test_accessible_has_property (accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT)))
    g_error ("a meter (%s) without its name or value", G_OBJECT_TYPE_NAME (widget));

  /* the rows of card spots on a quest */
  if (gtk_widget_has_css_class (widget, "spots") &&
      !gtk_test_accessible_has_property (accessible, GTK_ACCESSIBLE_PROPERTY_LABEL))
    g_error ("a row of card spots without an accessible name");

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    assert_named (child);
}

static gboolean
loyalty_public (const SqState *state,
                guint          seat)
{
  const SqSeat *st = &state->seats[seat];

  return st->loyalty != SQ_NO_CARD &&
         (state->outcome != SQ_OUTCOME_NONE || st->unmasked || st->loyalty_revealed);
}

/* Faces that lie face up somewhere the board shows. */
static void
mark_public_faces (const SqState *state,
                   gboolean      *visible)
{
  for (guint q = 0; q < SQ_N_QUESTS; q++)
    {
      const SqQuest *quest = &state->quests[q];

      for (guint i = 0; i < quest->n_white; i++)
        visible[sq_card_face (quest->white[i])] = TRUE;
      for (guint i = 0; i < quest->n_black; i++)
        if (!(quest->face_down & (1u << i)))
          visible[sq_card_face (quest->black[i])] = TRUE;
    }
  visible[SQ_FACE_HEROISM] = visible[SQ_FACE_MORDRED] = TRUE;
  visible[SQ_FACE_DARK_FOREST] = visible[SQ_FACE_VIVIEN] = TRUE;
  visible[SQ_FACE_MISTS_OF_AVALON] = TRUE;
}

/* Changes what the table may not know and nothing else: which cards lie
 * face down, the unrevealed loyalty cards, the cards in hands and the
 * order of the black deck. Returns FALSE if there was nothing to hide. */
static gboolean
scramble_secrets (SqState *s)
{
  gboolean changed = FALSE;
  gint hidden_seat = -1;

  for (guint q = 0; q < SQ_N_QUESTS; q++)
    {
      SqQuest *quest = &s->quests[q];

      for (guint i = 0; i < quest->n_black; i++)
        {
          SqFace face;

          /* a card face down never entered has no face to scramble */
          if (!(quest->face_down & (1u << i)) || quest->black[i] == SQ_CARD_UNKNOWN)
            continue;
          face = sq_card_face (quest->black[i]);
          for (guint k = 0; k < s->black_draw.n; k++)
            {
              SqFace other = sq_card_face (s->black_draw.c[k]);
              guint8 card;

              if (other == face || !sq_face_is_combat (other))
                continue;
              card = quest->black[i];
              quest->black[i] = s->black_draw.c[k];
              s->black_draw.c[k] = card;
              changed = TRUE;
              break;
            }
        }
    }

  for (guint i = 0; i < s->n_seats; i++)
    {
      guint8 card;

      if (loyalty_public (s, i) || s->seats[i].loyalty == SQ_NO_CARD)
        continue;
      if (hidden_seat < 0)
        {
          hidden_seat = i;
          continue;
        }
      card = s->seats[i].loyalty;
      s->seats[i].loyalty = s->seats[hidden_seat].loyalty;
      s->seats[hidden_seat].loyalty = card;
      changed |= sq_card_face (card) != sq_card_face (s->seats[i].loyalty);
    }

  for (guint i = 0; i < s->n_seats; i++)
    {
      SqWhitePile *hand = &s->seats[i].hand;

      for (guint k = 0; k < hand->n && s->white_draw.n > 0; k++)
        {
          guint j = (k * 7 + i) % s->white_draw.n;
          guint8 card = hand->c[k];

          hand->c[k] = s->white_draw.c[j];
          s->white_draw.c[j] = card;
          changed = TRUE;
        }
    }

  for (guint k = 0; k < s->black_draw.n / 2; k++)
    {
      guint8 card = s->black_draw.c[k];

      s->black_draw.c[k] = s->black_draw.c[s->black_draw.n - 1 - k];
      s->black_draw.c[s->black_draw.n - 1 - k] = card;
    }

  return changed;
}

/* ---------------------------------------------------------- new/destroy */

static void
test_new_destroy (void)
{
  GtkWidget *widgets[] = {
    sq_board_new (),
    sq_camelot_view_new (),
    sq_card_view_new (),
    sq_knight_view_new (),
    sq_river_view_new (),
    sq_siege_view_new (),
    sq_swords_view_new (),
  };

  for (guint i = 0; i < G_N_ELEMENTS (widgets); i++)
    {
      g_object_ref_sink (widgets[i]);
      g_assert_finalize_object (widgets[i]);
    }

  for (guint q = 0; q < SQ_N_QUESTS; q++)
    {
      GtkWidget *view = g_object_ref_sink (sq_quest_view_new (q));

      g_assert_cmpint (sq_quest_view_get_quest (SQ_QUEST_VIEW (view)), ==, q);
      g_assert_finalize_object (view);
    }
}

/* ------------------------------------------------- boards of random games */

typedef struct
{
  GtkWidget *board;
  guint      checked;
  guint      scrambled;
  guint      face_down_seen;
  guint      public_loyalty_seen;
  guint      max_seats;
} BoardCheck;

static const char *
status_text (guint status)
{
  static const char *texts[] = { "Waiting", "Active", "Won", "Lost" };

  return texts[status];
}

/* Camelot: the siege engines, the swords and the piles */
static void
check_camelot (SqCamelotView *camelot,
               const SqState *state)
{
  GtkWidget *siege = sq_camelot_view_get_siege (camelot);
  GtkWidget *swords = sq_camelot_view_get_swords (camelot);
  GtkWidget *sword_meter;
  GtkWidget *deck;
  g_autofree char *white_deck = NULL;
  g_autofree char *black_deck = NULL;

  assert_a11y_value (siege, state->siege);
  g_assert_cmpuint (sq_siege_view_get_count (SQ_SIEGE_VIEW (siege)), ==, state->siege);
  g_assert_cmpuint (count_shown (siege, GTK_TYPE_IMAGE, "filled"), ==, state->siege);
  g_assert_cmpuint (sq_swords_view_get_white (SQ_SWORDS_VIEW (swords)), ==, state->swords_white);
  g_assert_cmpuint (sq_swords_view_get_black (SQ_SWORDS_VIEW (swords)), ==, state->swords_black);
  sword_meter = sq_test_find_with_class (swords, "sword-count");
  assert_a11y_value (sword_meter, state->swords_white);
  assert_a11y_value (gtk_widget_get_next_sibling (sword_meter), state->swords_black);
  /* the piles, each in its own label in its cards' colours */
  white_deck = g_strdup_printf ("White cards: %u to draw, %u discarded",
                                state->setup.white_deck == SQ_DECK_PHYSICAL
                                ? state->white_draw_count : state->white_draw.n,
                                (guint) state->white_discard.n + state->white_unknown_discards);
  black_deck = g_strdup_printf ("Black cards: %u to draw, %u discarded",
                                sq_black_pile_size (state),
                                (guint) state->black_discard.n + state->black_unknown_discards[0] +
                                state->black_unknown_discards[1]);
  deck = sq_test_find_with_class (GTK_WIDGET (camelot), "deck");
  g_assert_true (gtk_widget_has_css_class (deck, "white"));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (deck)), ==, white_deck);
  /* each pile in its own SqWrapBin, side by side */
  deck = gtk_widget_get_first_child (gtk_widget_get_next_sibling (gtk_widget_get_parent (deck)));
  g_assert_true (gtk_widget_has_css_class (deck, "black"));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (deck)), ==, black_deck);
}

static void
check_matches (BoardCheck    *check,
               const SqState *state)
{
  SqBoard *board = SQ_BOARD (check->board);

  check_camelot (SQ_CAMELOT_VIEW (sq_board_get_camelot_view (board)), state);

  /* knights */
  for (guint i = 0; i < SQ_MAX_SEATS; i++)
    {
      GtkWidget *view = sq_board_get_knight_view (board, i);
      const SqSeat *seat = &state->seats[i];
      gboolean listed = i < state->n_seats && (seat->in_game || seat->left);
      gboolean present = listed && seat->in_game && seat->alive && !seat->unmasked;
      char hand[8];

      g_assert_cmpint (gtk_widget_get_visible (gtk_widget_get_parent (view)), ==, listed);
      if (!listed)
        continue;
      g_assert_cmpint (sq_knight_view_get_seat (SQ_KNIGHT_VIEW (view)), ==, i);
      g_assert_cmpint (gtk_widget_get_visible (sq_test_find_with_class (view, "life")), ==, present);
      if (present)
        assert_a11y_value (sq_test_find_with_class (view, "life"), seat->life);
      if (present)
        g_assert_cmpuint (count_shown (view, GTK_TYPE_IMAGE, "full"), ==, seat->life);
      g_snprintf (hand, sizeof hand, "%u", sq_state_get_hand_size (state, i));
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_widget_get_last_child (sq_test_find_with_class (view, "hand")))),
                       ==, hand);
      g_assert_cmpint (gtk_widget_get_visible (sq_test_find_with_class (view, "turn")), ==,
                       state->outcome == SQ_OUTCOME_NONE && state->current == (gint) i);
      /* on the leaf over the card's face, not the card (restyled whole) */
      g_assert_false (gtk_widget_has_css_class (view, "current"));
      g_assert_cmpint (gtk_widget_has_css_class (gtk_widget_get_last_child (view), "current"), ==,
                       state->outcome == SQ_OUTCOME_NONE && state->current == (gint) i);
      check->public_loyalty_seen += loyalty_public (state, i);
    }

  /* quests */
  for (guint q = 0; q < SQ_N_QUESTS; q++)
    {
      GtkWidget *view = sq_board_get_quest_view (board, q);
      const SqQuest *quest = &state->quests[q];
      gboolean active = quest->status == SQ_QUEST_STATUS_ACTIVE;
      guint n_down = 0;
      guint n_white = 0;

      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (sq_test_find_with_class (view, "status"))), ==,
                       status_text (quest->status));
      for (guint i = 0; i < quest->n_black; i++)
        n_down += (quest->face_down >> i) & 1;
      check->face_down_seen += n_down;

      if (!active)
        {
          g_assert_cmpuint (count_shown (view, SQ_TYPE_CARD_VIEW, NULL), ==, 0);
          continue;
        }
      g_assert_cmpuint (count_shown (view, SQ_TYPE_CARD_VIEW, "back"), ==, n_down);

      if (q == SQ_QUEST_GRAIL)
        for (guint k = 0; k < 7; k++)
          n_white += quest->grail[k] != SQ_NO_CARD &&
                     sq_card_color (quest->grail[k]) == SQ_COLOR_WHITE;
      else
        n_white = quest->n_white;
      g_assert_cmpuint (count_shown (view, SQ_TYPE_CARD_VIEW, "white"), ==, n_white);

      if (q == SQ_QUEST_EXCALIBUR)
        {
          GtkWidget *river = sq_test_find_with_class (view, "track");

          river = gtk_widget_get_parent (river);
          g_assert_true (SQ_IS_RIVER_VIEW (river));
          g_assert_cmpint (sq_river_view_get_position (SQ_RIVER_VIEW (river)), ==, quest->excalibur);
          assert_a11y_value (river, quest->excalibur);
        }
      if (q == SQ_QUEST_PICTS || q == SQ_QUEST_SAXONS)
        {
          GtkWidget *row = sq_test_find_with_class (view, "warriors");
          guint n_images = 0;
          guint n_present = 0;

          assert_a11y_value (row, quest->warriors);
          g_assert_cmpuint (count_shown (view, SQ_TYPE_CARD_VIEW, "black"), ==, 0);
          /* every spot is a warrior, present or faint, never a siege
           * engine's outline (also after a lost war) */
          for (GtkWidget *child = gtk_widget_get_first_child (row);
               child != NULL;
               child = gtk_widget_get_next_sibling (child))
            {
              if (!GTK_IS_IMAGE (child))
                continue;
              g_assert_cmpstr (gtk_image_get_icon_name (GTK_IMAGE (child)), ==, "sq-warrior-symbolic");
              n_images++;
              n_present += gtk_widget_has_css_class (child, "present");
            }
          g_assert_cmpuint (n_images, ==, 4);
          g_assert_cmpuint (n_present, ==, MIN (quest->warriors, 4));
        }
      else if (q != SQ_QUEST_GRAIL)
        g_assert_cmpuint (count_shown (view, SQ_TYPE_CARD_VIEW, "black"), ==, quest->n_black - n_down);
    }
}

static void
check_no_secret_words (BoardCheck    *check,
                       const SqState *state)
{
  g_autoptr (GString) texts = g_string_new (NULL);
  gboolean visible[SQ_N_FACES] = { FALSE };
  gboolean traitor_public = FALSE;
  gboolean loyal_public = FALSE;

  collect_texts (check->board, texts);

  for (guint i = 0; i < state->n_seats; i++)
    if (loyalty_public (state, i))
      {
        gboolean traitor = sq_card_face (state->seats[i].loyalty) == SQ_FACE_TRAITOR;

        traitor_public |= traitor;
        loyal_public |= !traitor;
      }
  if (!traitor_public && strstr (texts->str, sq_text_face (SQ_FACE_TRAITOR)) != NULL)
    g_error ("the board names a traitor no one knows of:\n%s", texts->str);
  if (!loyal_public && strstr (texts->str, sq_text_face (SQ_FACE_LOYAL)) != NULL)
    g_error ("the board names a loyalty no one knows of:\n%s", texts->str);

  /* the name of a face-down card appears nowhere, unless the same face
   * also lies face up (then the name says nothing about the hidden one) */
  mark_public_faces (state, visible);
  for (guint q = 0; q < SQ_N_QUESTS; q++)
    {
      const SqQuest *quest = &state->quests[q];

      for (guint i = 0; i < quest->n_black; i++)
        {
          SqFace face;

          /* a card face down never entered has no name to give away */
          if (quest->black[i] == SQ_CARD_UNKNOWN)
            continue;
          face = sq_card_face (quest->black[i]);
          if (!(quest->face_down & (1u << i)) || visible[face])
            continue;
          if (strstr (texts->str, sq_text_face (face)) != NULL)
            g_error ("the face-down %s is named on the board", sq_text_face (face));
        }
    }
}

/* The strongest check: scramble every secret and the board must not
 * change at all, in any text, class, icon or accessible property. */
static void
check_secrets_do_not_show (BoardCheck    *check,
                           const SqState *state)
{
  g_autoptr (SqState) scrambled = sq_state_copy (state);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  if (!scramble_secrets (scrambled))
    return;

  before = dup_observation (check->board);
  sq_board_set_state (SQ_BOARD (check->board), scrambled);
  after = dup_observation (check->board);
  if (g_strcmp0 (before, after) != 0)
    {
      g_autofree char *path_a = g_build_filename (g_get_tmp_dir (), "board-before.txt", NULL);
      g_autofree char *path_b = g_build_filename (g_get_tmp_dir (), "board-after.txt", NULL);

      g_file_set_contents (path_a, before, -1, NULL);
      g_file_set_contents (path_b, after, -1, NULL);
      g_error ("a secret shows on the board: compare %s and %s", path_a, path_b);
    }
  sq_board_set_state (SQ_BOARD (check->board), state);
  check->scrambled++;
}

static gboolean
visit_cb (const SqState *state,
          gpointer       user_data)
{
  BoardCheck *check = user_data;

  sq_board_set_state (SQ_BOARD (check->board), state);
  check_matches (check, state);
  check_no_secret_words (check, state);
  assert_named (check->board);
  /* the full observation is slower: every few states, and the last */
  if (check->checked % 7 == 0 || state->outcome != SQ_OUTCOME_NONE)
    check_secrets_do_not_show (check, state);
  check->checked++;
  check->max_seats = MAX (check->max_seats, state->n_seats);
  return TRUE;
}

static void
test_random_games (void)
{
  SqTestRng rng = { 0x5eed0b0a2d };
  BoardCheck check = { 0 };
  guint n_games = sq_test_env_count ("SQ_BOARD_GAMES", 16, 1000);

  check.board = g_object_ref_sink (sq_board_new ());

  for (guint g = 0; g < n_games; g++)
    {
      SqSetup setup;

      sq_test_random_setup (&rng, &setup, TRUE);
      /* every few games: the largest table, with either kind of deck */
      if (g % 4 == 0)
        {
          sq_setup_init_defaults (&setup, 7);
          setup.seed = sq_test_rng_next (&rng);
          setup.white_deck = (g / 4) % 2 ? SQ_DECK_PHYSICAL : SQ_DECK_VIRTUAL;
          setup.black_deck = (g / 4) % 3 ? SQ_DECK_PHYSICAL : SQ_DECK_VIRTUAL;
        }
      sq_board_play (&setup, sq_test_rng_next (&rng), g % 2 == 0, 2500, visit_cb, &check);
    }

  g_test_message ("%u states checked, %u scrambled, %u face-down cards seen, "
                  "%u public loyalties seen", check.checked, check.scrambled,
                  check.face_down_seen, check.public_loyalty_seen);
  g_assert_cmpuint (check.max_seats, ==, 7);
  g_assert_cmpuint (check.scrambled, >, 0);
  g_assert_cmpuint (check.face_down_seen, >, 0);

  g_assert_finalize_object (check.board);
}

/* -------------------------------------------------------------- layout */

/* The board fits a phone: it reflows, and it never asks more than 360
 * pixels of width, whatever the table. */
static void
test_layout_adapts (void)
{
  g_autoptr (SqState) late = sq_board_late_state (7);
  GtkWidget *board = g_object_ref_sink (sq_board_new ());
  GtkWidget *window = gtk_window_new ();
  AdwStyleManager *style = adw_style_manager_get_default ();
  int widths[] = { 360, 800, 1280, 360, 800, 1280 };
  int minimum;
  int natural;

  sq_board_set_state (SQ_BOARD (board), late);
  gtk_widget_measure (board, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  g_assert_cmpint (minimum, <=, 360);

  gtk_window_set_child (GTK_WINDOW (window), board);
  gtk_window_present (GTK_WINDOW (window));
  for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
    {
      GskRenderNode *node;
      GtkWidget *first;
      GtkWidget *second;
      graphene_point_t a, b;

      /* the second round in dark style */
      adw_style_manager_set_color_scheme (style, i < G_N_ELEMENTS (widths) / 2
                                                 ? ADW_COLOR_SCHEME_FORCE_LIGHT
                                                 : ADW_COLOR_SCHEME_FORCE_DARK);
      node = sq_board_snapshot (board, widths[i], widths[i] == 360 ? 640 : 800);
      g_assert_nonnull (node);
      gsk_render_node_unref (node);

      /* one quest a line on a phone, side by side on wider windows */
      first = sq_board_get_quest_view (SQ_BOARD (board), SQ_QUEST_BLACK_KNIGHT);
      second = sq_board_get_quest_view (SQ_BOARD (board), SQ_QUEST_LANCELOT);
      g_assert_true (gtk_widget_compute_point (first, board, &GRAPHENE_POINT_INIT (0, 0), &a));
      g_assert_true (gtk_widget_compute_point (second, board, &GRAPHENE_POINT_INIT (0, 0), &b));
      if (widths[i] == 360)
        g_assert_cmpfloat (a.y, <, b.y);
      else
        g_assert_cmpfloat (a.y, ==, b.y);
    }

  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (board);
}

/* The knights' cards stand still when the turn passes to the next knight
 * (his card takes the "Turn" badge) and when a knight moves (his card
 * names another place): the row keeps its columns, so the rest of the
 * row does not shift under the players' eyes, nor is drawn again. (The
 * quests above may grow as knights come and go: the row is measured from
 * its own place.) */
static GtkWidget *
row_of (GtkWidget *board,
        guint      seat)
{
  return gtk_widget_get_ancestor (sq_board_get_knight_view (SQ_BOARD (board), seat), GTK_TYPE_FLOW_BOX);
}

static void
test_knights_steady (void)
{
  g_autoptr (SqState) state = sq_board_late_state (7);
  GtkWidget *board = g_object_ref_sink (sq_board_new ());
  GtkWidget *window = gtk_window_new ();
  graphene_rect_t first[SQ_MAX_SEATS];
  guint moved = 0;

  sq_board_set_state (SQ_BOARD (board), state);
  gtk_window_set_child (GTK_WINDOW (window), board);
  gtk_window_present (GTK_WINDOW (window));
  gsk_render_node_unref (sq_board_snapshot (board, 910, 760));
  for (guint i = 0; i < state->n_seats; i++)
    g_assert_true (gtk_widget_compute_bounds (sq_board_get_knight_view (SQ_BOARD (board), i),
                                              row_of (board, i), &first[i]));

  for (guint turn = 0; turn < 2 * state->n_seats; turn++)
    {
      guint seat = turn % state->n_seats;

      if (!state->seats[seat].in_game || !state->seats[seat].alive)
        continue;
      /* the turn passes to him, and every other turn he moves on */
      state->current = seat;
      if (turn >= state->n_seats)
        {
          state->seats[seat].place = state->seats[seat].place == SQ_PLACE_ROUND_TABLE
                                     ? SQ_PLACE_SAXONS : SQ_PLACE_ROUND_TABLE;
          moved++;
        }
      sq_board_set_state (SQ_BOARD (board), state);
      gsk_render_node_unref (sq_board_snapshot (board, 910, 760));
      for (guint i = 0; i < state->n_seats; i++)
        {
          graphene_rect_t now;

          g_assert_true (gtk_widget_compute_bounds (sq_board_get_knight_view (SQ_BOARD (board), i),
                                                    row_of (board, i), &now));
          if (!graphene_rect_equal (&now, &first[i]))
            g_error ("knight %u's card moved, turn %u: %gx%g at %g,%g, then %gx%g at %g,%g", i, turn,
                     first[i].size.width, first[i].size.height, first[i].origin.x, first[i].origin.y,
                     now.size.width, now.size.height, now.origin.x, now.origin.y);
        }
    }
  g_assert_cmpuint (moved, >, 0);
  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (board);
}

int
main (int   argc,
      char *argv[])
{
  /* the test accessibility backend keeps the properties for reading back
   * (the suite's environment turns accessibility off) */
  g_setenv ("GTK_A11Y", "test", TRUE);
  sq_test_init_ui (&argc, &argv);
  sq_board_load_style ();

  g_test_add_func ("/ui/board/new-destroy", test_new_destroy);
  g_test_add_func ("/ui/board/random-games", test_random_games);
  g_test_add_func ("/ui/board/layout-adapts", test_layout_adapts);
  g_test_add_func ("/ui/board/knights-steady", test_knights_steady);

  return g_test_run ();
}
