/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Typing finds a choice in the turn panel (sq-turn-find.c): the first
 * letters of a choice, or of one of its words ("m" for "Move to a New
 * Place", "la" for "Go to Lancelot"), move the focus to it, so that
 * Return presses it. A digit presses the choice of that number in a list
 * that names none by a number (knights, answers); the die's digits and
 * the hold's come first. */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void sq_turn_find_attach (GtkWidget *panel,
                          GtkWidget *choices);

G_END_DECLS
