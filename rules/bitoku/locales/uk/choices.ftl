# Bitoku: підписи варіантів і питання рішень без власного ідентифікатора, так, як їх називають гравці.

## Підписи варіантів
label-kind-vision = { $req_b_id ->
    [nothing] { $name }: { $req_a } × { $need_a } → { $vp } ПБ, інакше −{ $penalty }
   *[other] { $name }: { $req_a } × { $need_a } і { $req_b } × { $need_b } → { $vp } ПБ, інакше −{ $penalty }
}
label-prop-min_die = кубик { $value }+
label-prop-value = значення { $value }
label-prop-pos = { $value ->
    [0] ще не рухалася
   *[other] крок { $value }
}

## Питання виборів на картах
prompt-choose-kind-building = { $player }: виберіть, що дає вам { $card }
prompt-choose-kind-mitama = { $player }: виберіть, що дає вам { $card }
prompt-choose-kind-dragonfly = { $player }: виберіть, що дає вам { $card }
prompt-choose-kind-yokai = { $player }: виберіть дію регіону карти { $card }
prompt-choose-kind-bitoku = { $player }: виберіть, що дає вам { $card }
prompt-pick-kind-yokai = { $player }: виберіть ціль карти { $card }

## Питання дій
prompt-action-play_yokai = { $player }: виберіть карту йокаї, яку граєте
prompt-action-exile_to_unlock = { $player }: виберіть кубик, який розблоковує вигнаний пілігрим
prompt-action-use_die = { $player }: виберіть розблокований кубик, який використовуєте
prompt-action-cross_river = { $player }: виберіть кубик, що перетинає річку

## Питання кроків
prompt-macro-play_card = { $player }: виберіть місце для карти { $c }
prompt-choose-macro-play_card = { $player }: виконати ефект «коли зіграно» карти { $c }?
prompt-macro-use_die = { $player }: виберіть поле для кубика { $d }
prompt-macro-spend_amulets = { $player }: витратити амулет, щоб підняти кубик { $d }?
prompt-macro-place_actions = { $player }: виконати дію регіону «{ $r }» кубиком { $d }?
prompt-macro-building_action = { $player }: виберіть будівлю регіону «{ $r }» для кубика { $d } (або жодної)
prompt-macro-glade_action = { $player }: виберіть ресурс з Нефритової галявини
prompt-macro-pay_any = { $player }: виберіть ресурс, яким платите
prompt-macro-movement = { $player }: як ви витрачаєте очки руху?
prompt-macro-start_pilgrimage = { $player }: виберіть стежку, на якій починає новий пілігрим
prompt-macro-yomi_offer = { $player }: взяти мітаму чи бабку?
prompt-macro-take_mitama = { $player }: виберіть мітаму, яку берете
prompt-macro-take_dragonfly = { $player }: виберіть бабку, яку берете
prompt-macro-merge_pair = { $player }: об'єднати одну зі своїх мітам з однією зі своїх бабок?
prompt-macro-hill_favour = { $player }: взяти цю Ласку пагорба «{ $h }»?
prompt-macro-cross_with = { $player }: виберіть пагорб, на який переходить кубик { $d }
prompt-macro-advance_kodama_any = { $player }: виберіть кодаму, яка просувається
prompt-pick-macro-build-b = { $player }: виберіть будівлю, яку будуєте
prompt-pick-macro-build-z = { $player }: виберіть будівельне поле для нової будівлі
prompt-pick-macro-take_iwakura-k = { $player }: виберіть івакуру із Саду каменів
prompt-pick-macro-take_iwakura-z = { $player }: виберіть поле каменю для своєї івакури
prompt-macro-rock_pilgrim = { $player }: виберіть поле біля каменів для пілігрима
prompt-macro-spirit_virtue = { $player }: прибрати карту йокаї з гри заради її Чесноти Духа? Виберіть її або пропустіть
prompt-macro-return_dice = { $player }: виберіть наступний кубик, який повертаєте на червоні поля
prompt-macro-steal = { $player }: виберіть кубик суперника, дію регіону якого виконуєте (зменшивши кубик { $d } на 1), або пропустіть
prompt-pick-macro-take_crystal-c = { $player }: виберіть кристал, який купуєте
prompt-pick-macro-take_crystal-z = { $player }: виберіть місце Винахідливості для кристала
prompt-macro-ingenuity = { $player }: використати зараз кристал Винахідливості?
prompt-macro-owner_bonus = { $player }: виберіть бонус власника
prompt-macro-pay_sj = { $player }: виберіть, чим платите: саке чи нефритом
prompt-macro-pay_build = { $player }: виберіть, чим платите за будівництво: деревиною чи каменем
prompt-macro-unlock_die = { $player }: виберіть заблокований кубик, який розблоковуєте
prompt-pick-macro-push_back_kodama-p = { $player }: виберіть гравця, чия кодама відступає на 1 поле
prompt-pick-macro-push_back_kodama-k = { $player }: виберіть кодаму, яка відступає на 1 поле
prompt-pick-macro-step_pilgrim-o = { $player }: виберіть пілігрима, якого рухаєте
prompt-pick-macro-step_pilgrim-n = { $player }: виберіть поле, куди йде пілігрим
prompt-macro-yomi_action = { $player }: виберіть, що дають вам Землі Йомі
prompt-macro-forges_action = { $player }: виберіть, що робите в Кузнях
prompt-macro-forge_offer = { $player }: взяти кристал чи збудувати будівлю?

## Меню дій
prompt-act-summer = { $player }: виберіть свою дію Літа
